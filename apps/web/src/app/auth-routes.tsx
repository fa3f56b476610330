import type { RouteObject } from 'react-router';
import { queryLayout } from './route-helpers';

const login = () => import('../features/auth/login-page');

/**
 * /auth children (spec 000 §2.2–2.10); the empty child is the login screen. The login route carries no query cache
 * (docs/decisions/login-bundle.md); the other auth pages get it from the lazy query layout.
 */
export const authRoutes: RouteObject[] = [
  { index: true, lazy: login },
  { path: 'login', lazy: login },
  {
    lazy: queryLayout,
    children: [
      { path: 'start', lazy: () => import('../features/auth/auth-start-page') },
      { path: 'register', lazy: () => import('../features/auth/register-page'), handle: { wideCard: true } },
      { path: 'forgot-password', lazy: () => import('../features/auth/forgot-password-page') },
      { path: 'reset-sent', lazy: () => import('../features/auth/reset-sent-page') },
      { path: 'confirm-reset-password', lazy: () => import('../features/auth/confirm-reset-password-page') },
      {
        path: 'registration-confirmation',
        lazy: () => import('../features/auth/registration-confirmation-page'),
      },
      {
        path: 'confirm-registration/:userId?/:resetToken?',
        lazy: () => import('../features/auth/confirm-registration-page'),
      },
      { path: 'support', lazy: () => import('../features/support/support-page') },
    ],
  },
];
