import { beforeAll, describe, expect, it } from 'vitest';
import { orderFileMessages } from '@zaplecze/contract/files/files';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { multipartFile } from '../../test/multipart';
import type { TestContext } from '../../test/test-app';
import { stockWorld } from './__fixtures__/stock-world';

const pdfBytes = () => Buffer.from('%PDF-1.4\n%%EOF\n');

/** Uploads to the files library and calls the API as `user`. */
function filesClient(ctx: TestContext, user: TestUser) {
  return {
    call: (method: 'GET' | 'PUT', url: string, payload?: object) =>
      ctx.app.inject({ method, url, headers: user.headers, ...(payload ? { payload } : {}) }),
    upload: (name: string, bytes: Buffer) => {
      const body = multipartFile('file', name, 'application/pdf', bytes);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
    },
  };
}

describe('order documents from the files library', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let world: ReturnType<typeof stockWorld>;
  let api: ReturnType<typeof filesClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    world = stockWorld(ctx, admin);
    api = filesClient(ctx, admin);
  });

  it('attaching the first sales document takes the stock of an "on sales document" warehouse', async () => {
    const completed = (await world.orders.statusCoded('completed')).id;
    const warehouse = await world.createWarehouse({
      reservationTiming: 'onSalesDocumentUploaded',
      reservationStatusId: completed,
    });
    const product = await world.createProduct();
    await world.setStock(product.id, [{ warehouseId: warehouse.id, onHand: 5 }]);
    const order = await world.orders.createOrder({
      warehouseId: warehouse.id,
      products: [world.line(product.id, 2)],
    });
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 5, reserved: 2 });

    const invoice = (await api.upload('FV-1-2026.pdf', pdfBytes())).json();
    const photo = (await api.upload('paczka.pdf', pdfBytes())).json();
    const attachment = await api.call('PUT', `/api/orders/${order.id}/files`, {
      version: order.version,
      fileDocumentIds: [],
      fileAttachmentsIds: [photo.id],
    });
    expect(attachment.json()).toMatchObject({ changed: true, order: { fileAttachmentsIds: [photo.id] } });
    // An attachment is no sales document: the stock stays reserved.
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 5, reserved: 2 });

    const document = await api.call('PUT', `/api/orders/${order.id}/files`, {
      version: attachment.json().order.version,
      fileDocumentIds: [invoice.id],
      fileAttachmentsIds: [photo.id],
    });
    expect(document.json()).toMatchObject({
      changed: true,
      message: orderFileMessages.saved,
      order: { fileDocumentIds: [invoice.id] },
    });
    expect(await world.level(product.id, warehouse.id)).toEqual({ onHand: 3, reserved: 0 });

    const lookup = await api.call('GET', `/api/files/lookup?ids=${invoice.id},${photo.id}`);
    expect(lookup.json().data.map((file: { name: string }) => file.name)).toEqual([
      'FV-1-2026.pdf',
      'paczka.pdf',
    ]);
    const same = await api.call('PUT', `/api/orders/${order.id}/files`, {
      version: document.json().order.version,
      fileDocumentIds: [invoice.id],
      fileAttachmentsIds: [photo.id],
    });
    expect(same.json().changed).toBe(false);
  });

  it("refuses another company's file and a stale version", async () => {
    const order = await world.orders.createOrder({});
    const other = filesClient(ctx, await createAccount(ctx));
    const theirs = (await other.upload('cudza.pdf', pdfBytes())).json();
    const refused = await api.call('PUT', `/api/orders/${order.id}/files`, {
      version: order.version,
      fileDocumentIds: [theirs.id],
      fileAttachmentsIds: [],
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error.fields).toEqual({ fileDocumentIds: orderFileMessages.missing });
    expect((await other.call('GET', `/api/files/lookup?ids=${theirs.id}`)).json().data).toHaveLength(1);
    expect((await api.call('GET', `/api/files/lookup?ids=${theirs.id}`)).json().data).toEqual([]);
    const stale = await api.call('PUT', `/api/orders/${order.id}/files`, {
      version: order.version + 5,
      fileDocumentIds: [],
      fileAttachmentsIds: [],
    });
    expect(stale.statusCode).toBe(409);
  });
});
