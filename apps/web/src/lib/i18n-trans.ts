import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { interpolate, useTranslation } from './i18n';

/**
 * A text with markup: `<name>…</name>` in the text becomes `components[name]` with the inner text as
 * its children; `{{value}}`s are filled in after the split, so a value can never add markup.
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const raw = t(i18nKey, { returnObjects: true });
  const template = typeof raw === 'string' ? raw : i18nKey;
  const parts: ReactNode[] = [];
  const tag = /<(\w+)>([\s\S]*?)<\/\1>/g;
  let at = 0;
  for (let match = tag.exec(template); match; match = tag.exec(template)) {
    parts.push(interpolate(template.slice(at, match.index), values, false));
    const inner = interpolate(match[2]!, values, false);
    const component = components[match[1]!];
    parts.push(component ? cloneElement(component, { key: parts.length }, inner) : inner);
    at = tag.lastIndex;
  }
  parts.push(interpolate(template.slice(at), values, false));
  return createElement(Fragment, null, ...parts);
}
