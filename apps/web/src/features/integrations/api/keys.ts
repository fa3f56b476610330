/** Query keys of the integrations feature; mutations invalidate the branch they change. */
export const integrationsKeys = {
  all: ['integrations'] as const,
  apiKeys: () => [...integrationsKeys.all, 'api-keys'] as const,
};
