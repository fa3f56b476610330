import { api, refreshAccessToken } from './api-client';
import { sessionStore, type SessionUser } from './session';

/** On page load the refresh cookie, if still valid, brings back the session without a new login. */
export async function restoreSession(): Promise<void> {
  const token = await refreshAccessToken();
  if (!token) {
    sessionStore.signOut();
    return;
  }
  try {
    const user = await api.get<SessionUser>('/api/auth/me');
    sessionStore.signIn(token, user);
  } catch {
    sessionStore.signOut();
  }
}
