/** Lower case, letters and digits only, Polish letters folded: 'Cena brutto (zł)' → 'cenabruttozl'. */
export function normalizeColumn(name: string): string {
  return name
    .replaceAll('ł', 'l')
    .replaceAll('Ł', 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a column holds our own product ids: every non-empty sample value is a UUID (and there is
 * at least one). Only such a column is mapped to the internal `id` automatically; an `ID` column of
 * another platform (WooCommerce post ids, PrestaShop ids, BaseLinker ids) never is.
 */
export const looksLikeOwnIds = (values: readonly string[]) => {
  const filled = values.map((value) => value.trim()).filter(Boolean);
  return filled.length > 0 && filled.every((value) => uuidPattern.test(value));
};
