/**
 * The same keys as the statuses settings page (features/order-statuses), so a status renamed or
 * regrouped there refreshes every select that shows statuses.
 */
export const statusCatalogKeys = {
  statuses: () => ['order-statuses', 'statuses'] as const,
  groups: () => ['order-statuses', 'groups'] as const,
};
