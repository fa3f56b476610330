import { sessionStore } from '../lib/session';

/** Signs Ola, an administrator of the account 'Sklep', in for a component test. */
export function signInAdmin() {
  sessionStore.signIn('token', {
    id: '7d3c4e1a-1111-4a2b-8c3d-000000000001',
    username: 'ola',
    email: 'ola@sklep.pl',
    displayName: 'Ola',
    accountId: '7d3c4e1a-1111-4a2b-8c3d-000000000002',
    companyName: 'Sklep',
    role: { isAdmin: true },
    permissions: [],
  });
}
