import type { RegistryCompany } from '@zaplecze/contract/common/nip-check';

/**
 * The one door to a public company registry. `lookup` answers what the registry says about a
 * Polish NIP, or 'unavailable' when it cannot be asked (not configured, no network, an error):
 * the caller then says so instead of guessing.
 */
export type RegistryAnswer =
  | { status: 'active' | 'inactive'; source: string; company: RegistryCompany }
  | { status: 'notFound'; source: string }
  | { status: 'unavailable'; reason: string };

export interface NipRegistry {
  lookup(nip: string): Promise<RegistryAnswer>;
}

export const unavailableRegistry: NipRegistry = {
  lookup: async () => ({ status: 'unavailable', reason: 'not configured' }),
};

interface WhiteListSubject {
  name?: string;
  statusVat?: string;
  krs?: string | null;
  workingAddress?: string | null;
  residenceAddress?: string | null;
}

/** "UL. PROSTA 20/4, 00-850 WARSZAWA" → street, building, flat, zip code, city. */
export function splitAddress(address: string) {
  const parts = address.split(',').map((part) => part.trim());
  const place = parts.pop() ?? '';
  const [, zipCode = '', city = place] = /^(\d{2}-\d{3})\s+(.*)$/.exec(place) ?? [];
  const line = parts.join(', ');
  const [, street = line, buildingNumber = '', flatNumber = ''] =
    /^(.*?)\s+(\d+[A-Za-z]?)(?:\s*\/\s*(\w+))?$/.exec(line) ?? [];
  return { street, buildingNumber, flatNumber, zipCode, city };
}

/**
 * The Ministry of Finance's VAT white list ("Biała lista", https://wl-api.mf.gov.pl, no key):
 * status 'Czynny' is an active VAT payer. Switched on by NIP_REGISTRY_URL.
 */
export function whiteListRegistry(baseUrl: string, timeoutMs = 5000): NipRegistry {
  const source = 'Biała lista podatników VAT (Ministerstwo Finansów)';
  return {
    async lookup(nip) {
      const date = new Date().toISOString().slice(0, 10);
      try {
        const response = await fetch(`${baseUrl.replace(/\/$/, '')}/api/search/nip/${nip}?date=${date}`, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
        if (response.status === 400 || response.status === 404) return { status: 'notFound', source };
        if (!response.ok) return { status: 'unavailable', reason: `HTTP ${response.status}` };
        const body = (await response.json()) as { result?: { subject?: WhiteListSubject | null } };
        const subject = body.result?.subject;
        if (!subject?.name) return { status: 'notFound', source };
        const address = splitAddress(subject.workingAddress ?? subject.residenceAddress ?? '');
        return {
          status: subject.statusVat === 'Czynny' ? 'active' : 'inactive',
          source,
          company: { name: subject.name, krs: subject.krs ?? '', ...address },
        };
      } catch (error) {
        return { status: 'unavailable', reason: (error as Error).message };
      }
    },
  };
}

export function nipRegistryFrom(url: string | undefined): NipRegistry {
  return url ? whiteListRegistry(url) : unavailableRegistry;
}
