/** Query keys of the files feature. */
export const fileKeys = {
  all: ['files'] as const,
  list: (query: object) => [...fileKeys.all, 'list', query] as const,
  tree: () => [...fileKeys.all, 'tree'] as const,
  usage: () => [...fileKeys.all, 'usage'] as const,
  links: (query: object) => [...fileKeys.all, 'links', query] as const,
};
