import { refreshSession } from './api-client';
import { sessionStore } from './session';

/** On page load the refresh cookie, if still valid, brings back the session (token and user at once). */
export async function restoreSession(): Promise<void> {
  const session = await refreshSession();
  if (!session) {
    sessionStore.signOut();
    return;
  }
  sessionStore.signIn(session.token, session.user);
}
