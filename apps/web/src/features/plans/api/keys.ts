export const plansKeys = {
  all: ['plans'] as const,
  list: () => [...plansKeys.all, 'list'] as const,
  licence: () => [...plansKeys.all, 'licence'] as const,
};
