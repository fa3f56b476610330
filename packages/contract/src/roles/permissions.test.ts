import { describe, expect, it } from 'vitest';
import { allPermissions, missingPermissionMessage, moduleLevel } from './permissions';

describe('module permission levels', () => {
  it('summarises the detailed actions of a module', () => {
    expect(moduleLevel(['oms.read', 'oms.edit', 'oms.delete', 'oms.export'], 'oms')).toBe('full');
    expect(moduleLevel(['oms.read', 'oms.edit'], 'oms')).toBe('edit');
    expect(moduleLevel(['oms.read'], 'oms')).toBe('read');
    expect(moduleLevel(['oms.read', 'oms.export'], 'oms')).toBe('limited');
    expect(moduleLevel(['oms.export'], 'oms')).toBe('limited');
    expect(moduleLevel(['wms.read'], 'oms')).toBe('none');
    expect(moduleLevel(['pos.read', 'pos.sales'], 'pos')).toBe('limited');
  });

  it('lists every action of every module once', () => {
    expect(allPermissions).toHaveLength(23);
    expect(new Set(allPermissions).size).toBe(23);
  });

  it('names the missing permission in Polish', () => {
    expect(missingPermissionMessage('oms.delete')).toBe(
      'Twoja rola nie ma uprawnienia: Zamówienia (OMS) – Usuwanie.',
    );
  });
});
