import type { MissingEntries } from '../product-import';

/** A header test: a normalised header ('variantsku') or a pattern over the header as written. */
export type HeaderMatcher = string | RegExp;

/**
 * What a seller's export from one platform looks like, and how it maps to our product fields.
 * Recognised by its signature (distinctive headers, weighted); its rules map the columns it knows,
 * its `ignored` list leaves the rest of its known columns unmapped on purpose (external ids, tax
 * classes, visibility, …), and anything else in the file goes to the generic matching.
 */
export interface PlatformProfile {
  id: string;
  /** Shown as 'Rozpoznano eksport {name}'. */
  name: string;
  /** Headers that identify the platform, with their weight; recognised from `minScore` up. */
  signature: readonly (readonly [HeaderMatcher, number])[];
  minScore: number;
  /**
   * Target ← columns, best first: the first matcher that finds a column wins ('name-pl_PL' before
   * 'name-en_US'). A target is used once.
   */
  rules: readonly (readonly [target: string, ...matchers: HeaderMatcher[]])[];
  /** Known columns left unmapped on purpose. */
  ignored: readonly HeaderMatcher[];
  /** Names missing from the account's dictionaries: a shop's own export names real categories, so created. */
  missingEntries: MissingEntries;
  /** The header as the profile reads it (Google's XML drops 'g:'); default normaliseColumn. */
  key?: (column: string) => string;
}

/** Every dictionary created: the file is the seller's own shop, its categories and producers are real. */
export const createAll: MissingEntries = {
  producers: 'create',
  brands: 'create',
  suppliers: 'create',
  categories: 'create',
};
