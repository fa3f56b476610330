import { describe, expect, it } from 'vitest';
import { roleActions, roleBody, usersCountLabel, withImpliedRead } from './roles';

describe('roles', () => {
  it('adds the read of every module that has another action, in catalogue order', () => {
    expect(withImpliedRead(['wms.inventory', 'oms.export'])).toEqual([
      'oms.read',
      'oms.export',
      'wms.read',
      'wms.inventory',
    ]);
    expect(withImpliedRead([])).toEqual([]);
    expect(roleBody.parse({ name: ' Pakowacz ', permissions: ['pim.publish', 'pim.publish'] })).toEqual({
      name: 'Pakowacz',
      description: '',
      permissions: ['pim.read', 'pim.publish'],
    });
  });

  it('counts users with the Polish plural forms', () => {
    expect([1, 2, 5, 12, 22, 25].map(usersCountLabel)).toEqual([
      '1 użytkownik',
      '2 użytkownicy',
      '5 użytkowników',
      '12 użytkowników',
      '22 użytkownicy',
      '25 użytkowników',
    ]);
  });

  it('offers edit and copy on every role but Administrator, delete only on custom roles', () => {
    expect(roleActions({ isAdmin: true, predefined: true })).toEqual({
      edit: false,
      copy: false,
      delete: false,
    });
    expect(roleActions({ isAdmin: false, predefined: true })).toEqual({
      edit: true,
      copy: true,
      delete: false,
    });
    expect(roleActions({ isAdmin: false, predefined: false })).toEqual({
      edit: true,
      copy: true,
      delete: true,
    });
  });
});
