import { api } from './api-client';
import { sessionStore } from './session';

export async function logout(): Promise<void> {
  try {
    await api.post('/api/auth/logout');
  } finally {
    sessionStore.signOut();
  }
}
