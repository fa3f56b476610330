import { z } from 'zod';
import { filterGroupShape } from '../orders/orders-filter';

/**
 * Favourites (issue 24 item 5): each user stars orders, products, saved orders filters and pages of
 * the app; the list is theirs alone, newest first (docs/decisions/favorites.md).
 */
export const favoriteKinds = ['order', 'product', 'savedFilter', 'page'] as const;
export type FavoriteKind = (typeof favoriteKinds)[number];

export const favoriteLimits = {
  /** Favourites one user may keep; past it adding is refused with a Polish 409. */
  perUser: 200,
  label: 120,
  path: 300,
  search: 100,
} as const;

export const favoriteKindNames: Record<FavoriteKind, string> = {
  order: 'Zamówienia',
  product: 'Produkty',
  savedFilter: 'Zapisane filtry',
  page: 'Strony',
};

export const favoriteMessages = {
  kindInvalid: 'Wybierz rodzaj: zamówienie, produkt, zapisany filtr lub strona.',
  targetRequired: 'Wskaż, co dodać do ulubionych.',
  pathInvalid: 'Adres strony musi zaczynać się od /dashboard/ lub /settings/.',
  pathTooLong: `Adres strony może mieć najwyżej ${favoriteLimits.path} znaków.`,
  labelRequired: 'Podaj nazwę strony.',
  labelTooLong: `Nazwa może mieć najwyżej ${favoriteLimits.label} znaków.`,
  searchTooLong: `Wyszukiwana fraza może mieć najwyżej ${favoriteLimits.search} znaków.`,
  orderNotFound: 'Nie znaleziono zamówienia.',
  productNotFound: 'Nie znaleziono produktu.',
  savedFilterNotFound: 'Nie znaleziono zapisanego filtra.',
  notFound: 'Nie znaleziono ulubionego.',
  limitReached: `Masz już ${favoriteLimits.perUser} ulubionych — to najwięcej, ile można zapisać. Usuń któreś, aby dodać nowe.`,
} as const;

/** A page of the signed-in app: the path only, no query or fragment. */
const pagePath = z
  .string()
  .trim()
  .max(favoriteLimits.path, favoriteMessages.pathTooLong)
  .regex(/^\/(dashboard|settings)(\/[\w\-.~%]+)*\/?$/, favoriteMessages.pathInvalid);

export const addFavoriteBody = z
  .object({
    kind: z.enum(favoriteKinds, { error: favoriteMessages.kindInvalid }),
    /** The order, product or saved filter; not for a page. */
    targetId: z.uuid({ error: favoriteMessages.targetRequired }).optional(),
    /** The page's route path; only for a page. */
    path: pagePath.optional(),
    /** The page's name as its header shows it; only for a page (others take their target's). */
    label: z.string().trim().max(favoriteLimits.label, favoriteMessages.labelTooLong).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'page') {
      if (!body.path) ctx.addIssue({ code: 'custom', path: ['path'], message: favoriteMessages.pathInvalid });
      if (!body.label)
        ctx.addIssue({ code: 'custom', path: ['label'], message: favoriteMessages.labelRequired });
    } else if (!body.targetId) {
      ctx.addIssue({ code: 'custom', path: ['targetId'], message: favoriteMessages.targetRequired });
    }
  })
  .meta({ id: 'AddFavorite' });
export type AddFavoriteBody = z.input<typeof addFavoriteBody>;

export const favoriteListQuery = z.object({
  /** Part of the name or of the detail line (customer, SKU), case-insensitive. */
  q: z.string().trim().max(favoriteLimits.search, favoriteMessages.searchTooLong).default(''),
  kind: z.enum(favoriteKinds, { error: favoriteMessages.kindInvalid }).optional(),
});
export type FavoriteListQuery = z.input<typeof favoriteListQuery>;

export const favoriteSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(favoriteKinds),
    /** The order, product or saved filter; null for a page. */
    targetId: z.uuid().nullable(),
    /** The page's route path; null for the other kinds. */
    path: z.string().nullable(),
    /** The target's current name ("Zamówienie #12", the product's name), or the last one known. */
    label: z.string(),
    /** A second line: the order's customer, the product's SKU; null when there is none. */
    detail: z.string().nullable(),
    /** False when the target was deleted or is no longer shared with the user. */
    available: z.boolean(),
    /** A saved filter's tree, so the orders list can open with it; null for other kinds. */
    filter: filterGroupShape.nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Favorite' });
export type Favorite = z.infer<typeof favoriteSchema>;

export const favoriteListResponse = z
  .object({
    data: z.array(favoriteSchema),
    /** How many favourites matched (all are returned: a user keeps at most `limit`). */
    count: z.number().int(),
    page: z.literal(1),
    limit: z.literal(favoriteLimits.perUser),
  })
  .meta({ id: 'FavoriteList' });
export type FavoriteList = z.infer<typeof favoriteListResponse>;
