/** Query keys of the authentication feature. */
export const authKeys = {
  all: ['auth'] as const,
  activation: (userId: string, token: string) => [...authKeys.all, 'activation', userId, token] as const,
};
