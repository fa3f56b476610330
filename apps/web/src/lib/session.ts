import { useSyncExternalStore } from 'react';

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  displayName: string;
  accountId: string;
  companyName: string;
  [key: string]: unknown;
}

export type SessionState =
  { status: 'loading' } | { status: 'anonymous' } | { status: 'authenticated'; user: SessionUser };

/**
 * The one source of login state. The access token lives only in memory (never in storage);
 * the refresh token is an httpOnly cookie the browser sends to /api/auth.
 */
let state: SessionState = { status: 'loading' };
let accessToken: string | null = null;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const sessionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getState: () => state,
  getToken: () => accessToken,
  setToken(token: string | null) {
    accessToken = token;
  },
  signIn(token: string, user: SessionUser) {
    accessToken = token;
    setState({ status: 'authenticated', user });
  },
  updateUser(user: SessionUser) {
    if (state.status === 'authenticated') setState({ status: 'authenticated', user });
  },
  signOut() {
    accessToken = null;
    setState({ status: 'anonymous' });
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getState);
}
