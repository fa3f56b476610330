import { normalizeColumn } from '../normalize';
import { akeneo } from './akeneo';
import { baseLinker } from './baselinker';
import { ceneo } from './ceneo';
import { googleMerchant } from './google-merchant';
import { magento } from './magento';
import { prestaShop } from './prestashop';
import { shopify } from './shopify';
import type { HeaderMatcher, PlatformProfile } from './types';
import { wooCommerce } from './woocommerce';

export type { HeaderMatcher, PlatformProfile } from './types';

/** The platforms whose exports automap recognises, in the order a tie is settled. */
export const platformProfiles: readonly PlatformProfile[] = [
  shopify,
  wooCommerce,
  prestaShop,
  magento,
  akeneo,
  baseLinker,
  googleMerchant,
  ceneo,
];

export const platformProfileById = (id: string | null | undefined) =>
  platformProfiles.find((profile) => profile.id === id) ?? null;

/** Whether a column is the one a matcher names: a normalised header, or a pattern over the header as written. */
export function matchesHeader(profile: PlatformProfile, column: string, matcher: HeaderMatcher): boolean {
  if (matcher instanceof RegExp) return matcher.test(column.trim());
  return normalizeColumn(profile.key ? profile.key(column) : column) === matcher;
}

/** The profile's score for a header row: the weights of its signature headers present. */
export function profileScore(profile: PlatformProfile, columns: readonly string[]): number {
  return profile.signature.reduce(
    (score, [matcher, weight]) =>
      columns.some((column) => matchesHeader(profile, column, matcher)) ? score + weight : score,
    0,
  );
}

/** The platform a header row comes from: the best score at or above its threshold, or null. */
export function detectProfile(columns: readonly string[]): PlatformProfile | null {
  let best: PlatformProfile | null = null;
  let bestScore = 0;
  for (const profile of platformProfiles) {
    const score = profileScore(profile, columns);
    if (score >= profile.minScore && score > bestScore) {
      best = profile;
      bestScore = score;
    }
  }
  return best;
}
