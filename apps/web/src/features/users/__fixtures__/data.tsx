import { ModalsProvider } from '@mantine/modals';
import { Outlet, type RouteObject } from 'react-router';
import type { AuditEntry } from '@zaplecze/contract/audit/audit';
import { allPermissions } from '@zaplecze/contract/roles/permissions';
import { roleLevelsOf, type Role } from '@zaplecze/contract/roles/roles';
import type { User } from '@zaplecze/contract/users/users';

export const ids = {
  admin: '5b0c8e56-3c2e-4a51-9a43-8d1f0e1c2a11',
  ola: '6c1d9f67-4d3f-4b62-8b54-9e2f1f2d3b22',
  adminRole: '7d2e0a78-5e40-4c73-9c65-af3a2a3e4c33',
  sellerRole: '8e3f1b89-6f51-4d84-ad76-b04b3b4f5d44',
  customRole: '9f402c9a-7062-4e95-be87-c15c4c506e55',
};

export function role(overrides: Partial<Role> & Pick<Role, 'id' | 'name'>): Role {
  const permissions = overrides.permissions ?? ['oms.read'];
  return {
    description: '',
    predefined: false,
    isAdmin: false,
    levels: roleLevelsOf(permissions),
    usersCount: 0,
    version: 1,
    createdAt: '2026-01-01T10:00:00.000Z',
    modifiedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
    permissions,
  };
}

export const roles: Role[] = [
  role({
    id: ids.adminRole,
    name: 'Administrator',
    predefined: true,
    isAdmin: true,
    permissions: [...allPermissions],
    usersCount: 1,
  }),
  role({
    id: ids.sellerRole,
    name: 'Sprzedawca',
    predefined: true,
    permissions: ['oms.read', 'oms.edit', 'pos.read'],
    usersCount: 3,
  }),
  role({ id: ids.customRole, name: 'Tylko zamówienia', permissions: ['oms.read'], usersCount: 5 }),
];

export function user(overrides: Partial<User> & Pick<User, 'id' | 'name'>): User {
  return {
    username: overrides.name.toLowerCase(),
    email: `${overrides.name.toLowerCase()}@sklep.pl`,
    role: { id: ids.sellerRole, name: 'Sprzedawca', isAdmin: false },
    status: 'active',
    lastActivityAt: null,
    twoFactorEnabled: false,
    avatarUrl: null,
    version: 1,
    createdAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function auditEntry(index: number): AuditEntry {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    createdAt: '2026-03-02T09:15:00.000Z',
    user: { id: ids.admin, name: 'Jan Kowalski' },
    action: 'edit',
    actionLabel: 'Edycja',
    targetType: 'user',
    targetId: ids.ola,
    targetLabel: `Ola ${index}`,
    details: { changes: { email: { before: 'a@sklep.pl', after: 'b@sklep.pl' } } },
    detailsText: 'E-mail: a@sklep.pl → b@sklep.pl',
    ip: null,
  };
}

/** A tab rendered the way the shell renders it: inside the dashboard's modals provider. */
export function tabRoute(path: string, Component: () => React.ReactNode): RouteObject[] {
  return [
    {
      element: (
        <ModalsProvider>
          <Outlet />
        </ModalsProvider>
      ),
      children: [{ path, Component }],
    },
  ];
}

export const requestsTo = (calls: unknown[][], path: string) =>
  calls
    .map(([url, init]) => ({ url: new URL(String(url), 'http://x'), init: init as RequestInit }))
    .filter(({ url }) => url.pathname === path);
