export const settingsKeys = {
  all: ['settings'] as const,
  company: () => [...settingsKeys.all, 'company'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
};
