import { sessionStore } from '../../../lib/session';

/** Keeps the signed-in user's 2FA flag in step after enabling or disabling it. */
export function setSessionTwoFactor(enabled: boolean) {
  const session = sessionStore.getState();
  if (session.status === 'authenticated')
    sessionStore.updateUser({ ...session.user, twoFactorEnabled: enabled });
}
