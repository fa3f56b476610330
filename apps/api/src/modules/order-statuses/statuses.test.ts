import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { orderStatusMessages as messages } from '@zaplecze/contract/order-statuses/order-statuses';
import { auditLog, orderStatuses } from '../../db/schema/index';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { newStatus, statusClient } from './__fixtures__/client';
import { registerStatusReferenceMover } from './service';

describe('order statuses', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof statusClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = statusClient(ctx, admin);
  });

  it('starts a new account with the default groups and statuses, the system ones protected', async () => {
    const groups = await api.groups();
    expect(groups.map((group) => [group.name, group.order])).toEqual([
      ['Do realizacji', 1],
      ['W realizacji', 2],
      ['Zakończone', 3],
    ]);
    expect(await api.namesIn(groups[0]!.id)).toEqual(['Nowe', 'Oczekuje na płatność']);
    expect(await api.namesIn(groups[1]!.id)).toEqual(['W realizacji', 'Gotowe do wysyłki', 'Wysłane']);
    expect(await api.namesIn(groups[2]!.id)).toEqual(['Dostarczone', 'Anulowane', 'Zwrócone']);
    const statuses = await api.statuses();
    expect(
      statuses.filter((status) => status.isProtected).map((status) => [status.internalName, status.code]),
    ).toEqual([
      ['Nowe', 'new'],
      ['W realizacji', 'processing'],
      ['Dostarczone', 'completed'],
      ['Anulowane', 'cancelled'],
    ]);
    expect(statuses.find((status) => status.code === 'new')).toMatchObject({
      externalName: { pl: 'Nowe', en: 'New', de: 'Neu' },
      color: '#3357FF',
    });
  });

  it('creates a status at the end of its group, trimmed, with the colour upper-cased and blank names left out', async () => {
    const group = await api.groupNamed('W realizacji');
    const created = await api.call(
      'POST',
      '/api/order-statuses',
      newStatus({ internalName: '  Kompletowane ', groupId: group.id }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      internalName: 'Kompletowane',
      externalName: { pl: 'W wyjaśnianiu', en: 'Under review' },
      color: '#FF33F3',
      order: 4,
      groupId: group.id,
      isProtected: false,
      code: null,
      version: 1,
    });
    expect(created.json().externalName).not.toHaveProperty('de');
    const fetched = await api.call('GET', `/api/order-statuses/${created.json().id}`);
    expect(fetched.json()).toEqual(created.json());
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, created.json().id), eq(auditLog.action, 'create')));
    expect(entry).toMatchObject({
      userId: admin.userId,
      targetType: 'order_status',
      targetLabel: 'Kompletowane',
    });
  });

  it('refuses bad input with Polish field messages', async () => {
    const response = await api.call('POST', '/api/order-statuses', {
      internalName: '   ',
      externalName: { pl: 'x'.repeat(101) },
      color: '#12345',
      groupId: 'nie-uuid',
      isProtected: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: genericMessages.validation,
      fields: {
        internalName: messages.internalNameRequired,
        'externalName.pl': messages.nameTooLong,
        color: messages.colorInvalid,
        groupId: messages.groupInvalid,
      },
    });
    const tooLong = await api.call(
      'POST',
      '/api/order-statuses',
      newStatus({ internalName: 'x'.repeat(101) }),
    );
    expect(tooLong.json().error.fields).toEqual({ internalName: messages.nameTooLong });
  });

  it('updates a status with its version, moves it to the end of another group, and answers 409 on a stale version', async () => {
    const status = await api.statusNamed('Oczekuje na płatność');
    const target = await api.groupNamed('Zakończone');
    const saved = await api.call('PUT', `/api/order-statuses/${status.id}`, {
      ...newStatus({ internalName: 'Czeka na wpłatę', color: '#8033ff', groupId: target.id }),
      version: status.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      internalName: 'Czeka na wpłatę',
      color: '#8033FF',
      order: 4,
      version: 2,
    });
    expect(await api.namesIn(target.id)).toEqual(['Dostarczone', 'Anulowane', 'Zwrócone', 'Czeka na wpłatę']);
    expect(await api.namesIn((await api.groupNamed('Do realizacji')).id)).toEqual(['Nowe']);

    const stale = await api.call('PUT', `/api/order-statuses/${status.id}`, {
      ...newStatus(),
      version: status.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({
      code: 'VERSION_CONFLICT',
      message: genericMessages.versionConflict,
    });

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, status.id), eq(auditLog.action, 'edit')));
    expect(entry!.details.changes).toMatchObject({
      internalName: { before: 'Oczekuje na płatność', after: 'Czeka na wpłatę' },
      'externalName.de': { before: 'Zahlung ausstehend', after: null },
      group: { before: 'Do realizacji', after: 'Zakończone' },
    });
  });

  it('keeps a system status protected', async () => {
    const status = await api.statusNamed('Nowe');
    const response = await api.call('PUT', `/api/order-statuses/${status.id}`, {
      ...newStatus({ internalName: 'Nowe', groupId: status.groupId }),
      isProtected: false,
      version: status.version,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ isProtected: messages.systemProtected });
  });

  it('refuses to delete a protected status and checks the replacement', async () => {
    const cancelled = await api.statusNamed('Anulowane');
    const shipped = await api.statusNamed('Wysłane');
    const fresh = await api.statusNamed('Nowe');
    const protectedDelete = await api.call(
      'DELETE',
      `/api/order-statuses/${cancelled.id}?replacementId=${shipped.id}`,
    );
    expect(protectedDelete.statusCode).toBe(409);
    expect(protectedDelete.json().error.message).toBe(messages.protectedDelete);

    const missing = await api.call('DELETE', `/api/order-statuses/${shipped.id}`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ replacementId: messages.replacementRequired });
    for (const replacementId of [shipped.id, fresh.id]) {
      const invalid = await api.call(
        'DELETE',
        `/api/order-statuses/${shipped.id}?replacementId=${replacementId}`,
      );
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error.fields).toEqual({ replacementId: messages.replacementInvalid });
    }
    const unknown = await api.call(
      'DELETE',
      `/api/order-statuses/${shipped.id}?replacementId=${crypto.randomUUID()}`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(messages.replacementNotFound);
    expect(await api.statusNamed('Wysłane')).toBeDefined();
  });

  it('deletes a status after moving its references to the replacement in the same transaction', async () => {
    const shipped = await api.statusNamed('Wysłane');
    const ready = await api.statusNamed('Gotowe do wysyłki');
    const moves: unknown[] = [];
    const failing = registerStatusReferenceMover(async (tx, accountId, from, to) => {
      const [row] = await tx.select().from(orderStatuses).where(eq(orderStatuses.id, from));
      moves.push({ accountId, from, to, stillThere: Boolean(row) });
      throw new Error('orders could not be moved');
    });
    // Module state is shared by the files of a worker (isolate: false): unregister even on failure.
    const failed = await api
      .call('DELETE', `/api/order-statuses/${shipped.id}?replacementId=${ready.id}`)
      .finally(failing);
    expect(failed.statusCode).toBe(500);
    expect(moves).toEqual([{ accountId: admin.accountId, from: shipped.id, to: ready.id, stillThere: true }]);
    expect(await api.statusNamed('Wysłane')).toBeDefined();

    const deleted = await api.call('DELETE', `/api/order-statuses/${shipped.id}?replacementId=${ready.id}`);
    expect(deleted.statusCode).toBe(204);
    const group = await api.groupNamed('W realizacji');
    expect(await api.namesIn(group.id)).toEqual(['W realizacji', 'Gotowe do wysyłki', 'Kompletowane']);
    expect(
      (await api.statuses()).filter((status) => status.groupId === group.id).map((status) => status.order),
    ).toEqual([1, 2, 3]);
    expect((await api.call('GET', `/api/order-statuses/${shipped.id}`)).statusCode).toBe(404);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, shipped.id), eq(auditLog.action, 'delete')));
    expect(entry!.details).toMatchObject({ replacementId: ready.id });
  });

  it("answers 404 for another account's statuses and never shows them", async () => {
    const other = statusClient(ctx, await createAccount(ctx));
    const mine = await api.statusNamed('Zwrócone');
    const theirs = await other.statusNamed('Zwrócone');
    const attempts = [
      other.call('GET', `/api/order-statuses/${mine.id}`),
      other.call('PUT', `/api/order-statuses/${mine.id}`, { ...newStatus(), version: mine.version }),
      other.call('DELETE', `/api/order-statuses/${mine.id}?replacementId=${theirs.id}`),
      api.call('DELETE', `/api/order-statuses/${mine.id}?replacementId=${theirs.id}`),
      other.call('POST', '/api/order-statuses', newStatus({ groupId: mine.groupId })),
      other.call('GET', `/api/order-statuses/${crypto.randomUUID()}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect((await other.statuses()).map((status) => status.id)).not.toContain(mine.id);
    expect(await api.statusNamed('Zwrócone')).toMatchObject({ version: mine.version });
  });

  it('documents every route in the OpenAPI description', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
    expect(Object.keys(paths).filter((path) => path.includes('order-status'))).toEqual(
      expect.arrayContaining([
        '/api/order-statuses',
        '/api/order-statuses/{id}',
        '/api/order-statuses/positions',
        '/api/order-status-groups',
        '/api/order-status-groups/{id}',
        '/api/order-status-groups/positions',
      ]),
    );
    expect(paths['/api/order-statuses/{id}'].delete.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['id', 'replacementId']),
    );
  });

  it('requires oms.read to read, oms.edit to change and oms.delete to delete', async () => {
    const reader = statusClient(ctx, await createAccount(ctx, { permissions: ['oms.read'] }));
    const editor = statusClient(ctx, await createAccount(ctx, { permissions: ['oms.read', 'oms.edit'] }));
    const nobody = statusClient(ctx, await createAccount(ctx, { permissions: [] }));
    expect((await nobody.call('GET', '/api/order-statuses')).statusCode).toBe(403);
    expect((await nobody.call('GET', '/api/order-status-groups')).statusCode).toBe(403);
    const statuses = await reader.statuses();
    expect(statuses).toHaveLength(8);
    const returned = statuses.find((status) => status.internalName === 'Zwrócone')!;
    const shipped = statuses.find((status) => status.internalName === 'Wysłane')!;
    const writes = [
      reader.call('POST', '/api/order-statuses', newStatus()),
      reader.call('PUT', `/api/order-statuses/${returned.id}`, { ...newStatus(), version: 1 }),
      reader.call('PUT', '/api/order-statuses/positions', { groupId: returned.groupId, ids: [returned.id] }),
      reader.call('DELETE', `/api/order-statuses/${returned.id}?replacementId=${shipped.id}`),
      editor.call('DELETE', `/api/order-statuses/${returned.id}?replacementId=${shipped.id}`),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await reader.statuses()).map((status) => status.version)).toEqual(
      statuses.map((status) => status.version),
    );
    expect((await editor.call('POST', '/api/order-statuses', newStatus())).statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/order-statuses' })).statusCode).toBe(401);
  });
});
