export const supportKeys = {
  all: ['support'] as const,
  captcha: () => [...supportKeys.all, 'captcha'] as const,
};
