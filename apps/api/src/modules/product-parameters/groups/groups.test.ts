import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { parameterMessages as messages } from '@zaplecze/contract/product-parameters/product-parameters';
import { auditLog } from '../../../db/schema/index';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { parameterClient } from '../__fixtures__/client';

describe('parameter groups', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof parameterClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = parameterClient(ctx, admin);
  });

  it('creates, reads, updates and deletes a group with an audit entry for each change', async () => {
    const created = await api.call('POST', '/api/parameter-groups', {
      name: '  Wygląd ',
      labelPl: 'Wygląd',
      labelEn: ' ',
    });
    expect(created.statusCode).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({
      name: 'Wygląd',
      labelPl: 'Wygląd',
      labelEn: null,
      parametersCount: 0,
      version: 1,
    });
    expect((await api.call('GET', `/api/parameter-groups/${group.id}`)).json()).toEqual(group);

    const updated = await api.call('PUT', `/api/parameter-groups/${group.id}`, {
      name: 'Wygląd',
      labelPl: 'Wygląd',
      labelEn: 'Appearance',
      version: 1,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ labelEn: 'Appearance', version: 2 });
    const stale = await api.call('PUT', `/api/parameter-groups/${group.id}`, { name: 'X', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(genericMessages.versionConflict);

    expect((await api.call('DELETE', `/api/parameter-groups/${group.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/parameter-groups/${group.id}`)).statusCode).toBe(404);
    const entries = await ctx.database.db
      .select({ action: auditLog.action, changes: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, group.id), eq(auditLog.targetType, 'parameter_group')));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'delete', 'edit']);
    expect(entries.find((entry) => entry.action === 'edit')!.changes).toMatchObject({
      changes: { labelEn: { before: null, after: 'Appearance' } },
    });
  });

  it('refuses a blank or too long name and a taken name in any case, naming the field', async () => {
    const blank = await api.call('POST', '/api/parameter-groups', { name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ name: messages.groupNameRequired });
    const long = await api.call('POST', '/api/parameter-groups', { name: 'x'.repeat(101) });
    expect(long.json().error.fields).toEqual({ name: messages.nameTooLong });
    await api.call('POST', '/api/parameter-groups', { name: 'Specyfikacja' });
    const taken = await api.call('POST', '/api/parameter-groups', { name: 'SPECYFIKACJA' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      message: messages.groupNameTaken,
      fields: { name: messages.groupNameTaken },
    });
  });

  it('pages, sorts and searches in SQL', async () => {
    for (const name of ['Zasilanie', 'Łączność', 'Aparat'])
      await api.call('POST', '/api/parameter-groups', { name, labelEn: `${name} EN` });
    const page = (await api.call('GET', '/api/parameter-groups?limit=2&page=1&sort=name')).json();
    expect(page).toMatchObject({ page: 1, limit: 2 });
    expect(page.count).toBeGreaterThanOrEqual(4);
    expect(page.data).toHaveLength(2);
    const names = async (sort: string) =>
      (await api.call('GET', `/api/parameter-groups?sort=${sort}&limit=100`))
        .json()
        .data.map((group: { name: string }) => group.name);
    const ascending = await names('name');
    expect(ascending.indexOf('Aparat')).toBeLessThan(ascending.indexOf('Zasilanie'));
    expect(await names('-name')).toEqual([...ascending].reverse());
    const found = (await api.call('GET', '/api/parameter-groups?search=czno')).json();
    expect(found.data.map((group: { name: string }) => group.name)).toEqual(['Łączność']);
    const byLabel = (await api.call('GET', '/api/parameter-groups?search=aparat%20en')).json();
    expect(byLabel.count).toBe(1);
  });

  it('keeps accounts apart: another account gets 404 for these ids', async () => {
    const group = (await api.call('POST', '/api/parameter-groups', { name: 'Tylko A' })).json();
    const other = parameterClient(ctx, await createAccount(ctx));
    expect((await other.call('GET', `/api/parameter-groups/${group.id}`)).statusCode).toBe(404);
    expect(
      (await other.call('PUT', `/api/parameter-groups/${group.id}`, { name: 'B', version: 1 })).statusCode,
    ).toBe(404);
    expect((await other.call('DELETE', `/api/parameter-groups/${group.id}`)).statusCode).toBe(404);
    expect((await other.call('GET', '/api/parameter-groups?search=Tylko')).json().count).toBe(0);
    // The same name is free in another account.
    expect((await other.call('POST', '/api/parameter-groups', { name: 'Tylko A' })).statusCode).toBe(201);
  });

  it('lets a PIM-read role list but not change or delete', async () => {
    const reader = await createAccount(ctx, { permissions: ['pim.read'] });
    const readerApi = parameterClient(ctx, reader);
    expect((await readerApi.call('GET', '/api/parameter-groups')).statusCode).toBe(200);
    expect((await readerApi.call('POST', '/api/parameter-groups', { name: 'Nowa' })).statusCode).toBe(403);
    expect(
      (await readerApi.upload('/api/parameter-groups/import', Buffer.from('name\nX\n'))).statusCode,
    ).toBe(403);
    const editor = await createAccount(ctx, { permissions: ['pim.read', 'pim.edit'] });
    const group = (
      await parameterClient(ctx, editor).call('POST', '/api/parameter-groups', { name: 'Do usunięcia' })
    ).json();
    expect(
      (await parameterClient(ctx, editor).call('DELETE', `/api/parameter-groups/${group.id}`)).statusCode,
    ).toBe(403);
    const none = await createAccount(ctx, { permissions: [] });
    expect((await parameterClient(ctx, none).call('GET', '/api/parameter-groups')).statusCode).toBe(403);
  });
});
