import { useSyncExternalStore } from 'react';

/**
 * Client-side feature flags, toggled from the development panel. In the production preview
 * of the panel every flag takes its production default.
 */
export const featureFlags = {
  users_roles: { label: 'Role i filtry użytkowników (users_roles)', productionDefault: true },
  orders_bulk_actions: { label: 'Akcje zbiorcze zamówień', productionDefault: true },
  products_import_url: { label: 'Import produktów z adresu URL', productionDefault: true },
} as const;

export type FeatureFlag = keyof typeof featureFlags;
export type PreviewEnvironment = 'development' | 'production';

const storageKey = 'zaplecze.devPanel';

interface DevSettings {
  environment: PreviewEnvironment;
  flags: Partial<Record<FeatureFlag, boolean>>;
}

function read(): DevSettings {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Partial<DevSettings>;
    return {
      environment: parsed.environment === 'production' ? 'production' : 'development',
      flags: parsed.flags ?? {},
    };
  } catch {
    return { environment: 'development', flags: {} };
  }
}

let settings = read();
const listeners = new Set<() => void>();

function write(next: DevSettings) {
  settings = next;
  localStorage.setItem(storageKey, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export const devSettingsStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => settings,
  reload() {
    settings = read();
    for (const listener of listeners) listener();
  },
  setEnvironment(environment: PreviewEnvironment) {
    write({ ...settings, environment });
  },
  setFlag(flag: FeatureFlag, enabled: boolean) {
    write({ ...settings, flags: { ...settings.flags, [flag]: enabled } });
  },
};

export function isFlagEnabled(flag: FeatureFlag, current: DevSettings = settings): boolean {
  if (current.environment === 'production') return featureFlags[flag].productionDefault;
  return current.flags[flag] ?? featureFlags[flag].productionDefault;
}

export function useDevSettings(): DevSettings {
  return useSyncExternalStore(devSettingsStore.subscribe, devSettingsStore.get, devSettingsStore.get);
}

export function useFeatureFlag(flag: FeatureFlag): boolean {
  return isFlagEnabled(flag, useDevSettings());
}
