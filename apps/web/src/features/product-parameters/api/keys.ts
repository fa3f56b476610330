export const parameterKeys = {
  all: ['product-parameters'] as const,
  groups: () => [...parameterKeys.all, 'groups'] as const,
  groupList: (query: object) => [...parameterKeys.groups(), query] as const,
  parameters: () => [...parameterKeys.all, 'parameters'] as const,
  parameterList: (query: object) => [...parameterKeys.parameters(), query] as const,
};

export interface ListState {
  page: number;
  limit: number;
  search: string;
}
