export const orderStatusKeys = {
  all: ['order-statuses'] as const,
  statuses: () => [...orderStatusKeys.all, 'statuses'] as const,
  status: (id: string) => [...orderStatusKeys.all, 'status', id] as const,
  groups: () => [...orderStatusKeys.all, 'groups'] as const,
  group: (id: string) => [...orderStatusKeys.all, 'group', id] as const,
};
