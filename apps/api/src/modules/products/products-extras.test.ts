import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { planLimitMessage } from '@zaplecze/contract/plans/plans';
import {
  productCoreMessages,
  productToUpdateBody as editable,
} from '@zaplecze/contract/products/product-core';
import { productMessages, type Product } from '@zaplecze/contract/products/products';
import { stockLevels, stockReservations } from '../../db/schema/index';
import { createAccount, type TestUser } from '../../test/auth-helpers';
import { multipartFile, tinyPng } from '../../test/multipart';
import { useTestApp } from '../../test/test-app';
import { catalogueClient, productBody } from './__fixtures__/catalogue';

describe('products: copy, limits, automation, files', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof catalogueClient>;
  let retail: { id: string };
  let warehouseId: string;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = catalogueClient(ctx, admin);
    retail = await api.priceList({ name: 'Detal PLN', isDefault: true });
    warehouseId = (await api.call('POST', '/api/warehouses', { name: 'Magazyn główny' })).json().id;
  });

  const setStock = (product: Product, onHand: number, reserved = 0) =>
    ctx.database.db.insert(stockLevels).values({
      accountId: admin.accountId,
      productId: product.id,
      warehouseId,
      onHand,
      reserved,
    });

  it('copies a product for real: fields, variants with new SKUs, prices; not its stock', async () => {
    const size = await api.parameter('Rozmiar buta', true);
    const source = await api.createProduct({
      sku: 'BUT-1',
      name: 'But trekkingowy',
      type: 'Variable',
      tags: ['outdoor'],
      prices: [{ priceListId: retail.id, amount: '349.00' }],
      variants: [
        { sku: 'BUT-1-42', axes: { [size.id]: 'M' }, prices: [{ priceListId: retail.id, amount: '359.00' }] },
      ],
    });
    await setStock(source, 7);
    const first = await api.call('POST', `/api/products/${source.id}/copy`);
    expect(first.statusCode).toBe(201);
    const copy = first.json() as Product;
    expect(copy).toMatchObject({
      sku: 'BUT-1-KOPIA',
      name: 'But trekkingowy (kopia)',
      tags: ['outdoor'],
      stock: 0,
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.price).toEqual({ amount: '349.00', currency: 'PLN' });
    expect(copy.variants).toMatchObject([{ sku: 'BUT-1-42-KOPIA', axes: { [size.id]: 'M' } }]);
    expect(copy.variants[0]!.prices.find((p) => p.priceListId === retail.id)!.amount).toBe('359.00');
    const second = (await api.call('POST', `/api/products/${source.id}/copy`)).json() as Product;
    expect(second.sku).toBe('BUT-1-KOPIA-2');
    const audit = await api.auditOf(copy.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ changes: { sku: { before: null, after: 'BUT-1-KOPIA' } } });
  });

  it('takes the copy SKU from the SKU generator when the account has a pattern', async () => {
    const own = catalogueClient(ctx, await createAccount(ctx));
    const saved = await own.call('PUT', '/api/sku-generator', { pattern: 'PRD-{counter:4}', nextNumber: 7 });
    expect(saved.statusCode).toBe(200);
    const source = await own.createProduct({ sku: 'RECZNE-1' });
    const copy = (await own.call('POST', `/api/products/${source.id}/copy`)).json();
    expect(copy.sku).toBe('PRD-0007');
    // A new product without a SKU takes the next one; a SKU typed in meanwhile is skipped.
    await own.createProduct({ sku: 'prd-0008' });
    const generated = await own.call('POST', '/api/products', productBody({ sku: '' }));
    expect(generated.statusCode).toBe(201);
    expect(generated.json().sku).toBe('PRD-0009');
  });

  it('asks for a SKU when it is left empty and the account has no pattern', async () => {
    const response = await api.call('POST', '/api/products', productBody({ sku: '  ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ sku: productMessages.skuRequired });
  });

  it('refuses the product past the plan limit with 402 naming it, copies included', async () => {
    const basic = await createAccount(ctx, { planId: 'basic' });
    const own = catalogueClient(ctx, basic);
    const licence = (await own.call('GET', '/api/account/licence')).json();
    const limit = licence.limits.products as number;
    expect(limit).toBe(500);
    await ctx.database.db.execute(sql`
      insert into products (account_id, sku, name)
      select ${basic.accountId}, 'BULK-' || n, 'Produkt ' || n from generate_series(1, ${limit - 1}) n`);
    const last = await own.createProduct({ sku: 'OSTATNI' });
    const over = await own.call('POST', '/api/products', productBody());
    expect(over.statusCode).toBe(402);
    expect(over.json().error.message).toBe(planLimitMessage('products', limit, licence.planName));
    expect((await own.call('POST', `/api/products/${last.id}/copy`)).statusCode).toBe(402);
  });

  it('applies the first matching automatic category rule to a new product without a category', async () => {
    const kettles = await api.category('Czajniki');
    const rule = await api.call('POST', '/api/auto-category-rules', {
      name: 'Czajniki po nazwie',
      targetCategoryId: kettles.id,
      condition: {
        operator: 'AND',
        conditions: [{ fieldId: 'name', operator: 'contains', value: 'czajnik' }],
        groups: [],
      },
    });
    expect(rule.statusCode).toBe(201);
    const kettle = await api.createProduct({ name: 'Czajnik stalowy' });
    expect(kettle.categoryId).toBe(kettles.id);
    const mug = await api.createProduct({ name: 'Kubek termiczny' });
    expect(mug.categoryId).toBeNull();
    const chosen = await api.category('Wybrana ręcznie');
    const manual = await api.createProduct({ name: 'Czajnik retro', categoryId: chosen.id });
    expect(manual.categoryId).toBe(chosen.id);
  });

  it('keeps a producer used by products from being deleted', async () => {
    const producer = await api.producer('Zelmer');
    const product = await api.createProduct({ producerId: producer.id });
    const refused = await api.call('DELETE', `/api/Product/producers/${producer.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(productCoreMessages.inUse('Producent jest przypisany do', 1));
    await api.call('PUT', `/api/products/${product.id}`, { ...editable(product), producerId: null });
    expect((await api.call('DELETE', `/api/Product/producers/${producer.id}`)).statusCode).toBe(204);
  });

  it('keeps a category used as main or additional from being deleted', async () => {
    const category = await api.category('Oświetlenie');
    await api.createProduct({ additionalCategory2Id: category.id });
    const refused = await api.call('DELETE', `/api/Product/categories/${category.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Kategoria jest przypisana do 1 produktu.');
  });

  it('refuses to delete a product that orders reserve', async () => {
    const product = await api.createProduct();
    const statusId = (await api.call('GET', '/api/order-statuses')).json().data[0].id;
    const order = (
      await api.call('POST', '/api/orders', {
        statusId,
        orderCountry: 'PL',
        source: 'shop',
        email: 'jan@example.pl',
        deliveryAddress: { name: 'Jan', surname: 'Kowalski', city: 'Kraków', country: 'PL' },
        products: [{ name: 'Kubek', quantity: 2, grossPrice: '10.00', tax: 23 }],
      })
    ).json();
    await ctx.database.db.insert(stockReservations).values({
      accountId: admin.accountId,
      orderId: order.id,
      productId: product.id,
      warehouseId,
      quantity: 2,
    });
    const refused = await api.call('DELETE', `/api/products/${product.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(productCoreMessages.deleteReserved(2));
    expect((await api.call('GET', `/api/products/${product.id}`)).statusCode).toBe(200);

    const size = await api.parameter('Rozmiar rezerwacji', true);
    const variable = await api.createProduct({
      type: 'Variable',
      variants: [
        { sku: `RES-${Date.now()}-S`, axes: { [size.id]: 'M' } },
        { sku: `RES-${Date.now()}-L`, axes: { [size.id]: 'M' } },
      ],
    });
    await ctx.database.db.insert(stockReservations).values({
      accountId: admin.accountId,
      orderId: order.id,
      productId: variable.id,
      variantId: variable.variants[0]!.id,
      warehouseId,
      quantity: 1,
    });
    const body = editable(variable);
    const dropReserved = await api.call('PUT', `/api/products/${variable.id}`, {
      ...body,
      variants: [body.variants![1]],
    });
    expect(dropReserved.statusCode).toBe(409);
    expect(dropReserved.json().error.message).toBe(productCoreMessages.variantReserved(1));
    const dropFree = await api.call('PUT', `/api/products/${variable.id}`, {
      ...body,
      variants: [body.variants![0]],
    });
    expect(dropFree.statusCode).toBe(200);
    expect(dropFree.json().variants).toHaveLength(1);
  });

  it('stores an uploaded picture re-encoded and serves it; refuses what is not an image', async () => {
    const upload = multipartFile('file', 'zdjecie.png', 'image/png', tinyPng);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/pictures',
      ...upload,
      headers: { ...upload.headers, ...admin.headers },
    });
    expect(saved.statusCode).toBe(201);
    const { url } = saved.json();
    expect(url).toMatch(new RegExp(`^/api/files/products/${admin.accountId}/[a-f0-9]{32}\\.webp$`));
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const html = multipartFile(
      'file',
      'zdjecie.png',
      'image/png',
      Buffer.from('<html><script>alert(1)</script>'),
    );
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/pictures',
      ...html,
      headers: { ...html.headers, ...admin.headers },
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.json().error.fields.file).toBe(productCoreMessages.pictureType);
    const fake = multipartFile(
      'file',
      'a.png',
      'image/png',
      Buffer.concat([tinyPng.subarray(0, 16), Buffer.from('śmieci')]),
    );
    const corrupt = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/pictures',
      ...fake,
      headers: { ...fake.headers, ...admin.headers },
    });
    expect(corrupt.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/files/products/${admin.accountId}/../../x.webp` }))
        .statusCode,
    ).not.toBe(200);
  });

  it('accepts picture addresses on the web or of this app only', async () => {
    const bad = await api.call(
      'POST',
      '/api/products',
      productBody({ pictures: [{ url: 'javascript:alert(1)' }] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields['pictures.0.url']).toBe(productCoreMessages.pictureUrl);
    const good = await api.createProduct({
      pictures: [
        { url: 'https://cdn.sklep.pl/a.jpg', description: 'Przód' },
        { url: `/api/files/products/${admin.accountId}/${'a'.repeat(32)}.webp` },
      ],
    });
    expect(good.pictures).toHaveLength(2);
  });

  it('prints the product card as PDF and one product with its variants as formula-safe CSV', async () => {
    const upload = multipartFile('file', 'lampa.png', 'image/png', tinyPng);
    const picture = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/pictures',
      ...upload,
      headers: { ...upload.headers, ...admin.headers },
    });
    const product = await api.createProduct({
      pictures: [picture.json()],
      sku: 'LAMPA-1',
      name: '=HYPERLINK("zły") Lampa żółta',
      type: 'Variable',
      prices: [{ priceListId: retail.id, amount: '59.90' }],
      variants: [{ sku: 'LAMPA-1-B', name: 'Biała', prices: [{ priceListId: retail.id, amount: '61.00' }] }],
      lengthCm: 20,
    });
    await setStock(product, 12, 3);
    const pdf = await api.call('GET', `/api/products/${product.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The stored picture is embedded (as an image XObject) in the card.
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    const csv = await api.call('GET', `/api/products/${product.id}/csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]!.startsWith('SKU;EAN;Nazwa')).toBe(true);
    expect(lines[1]).toContain(`;"'=HYPERLINK(""zły"") Lampa żółta";`);
    expect(lines[1]).toContain(';59.90;PLN;');
    expect(lines[2]).toContain(';LAMPA-1-B;61.00;PLN;');
  });

  it('fills every picker of the editor in one call', async () => {
    const options = (await api.call('GET', '/api/products/options')).json();
    expect(options.priceLists).toContainEqual({
      id: retail.id,
      name: 'Detal PLN',
      type: 'independent',
      currency: 'PLN',
      isDefault: true,
      basePriceListId: null,
      multiplier: '1',
      additionalValue: '0.00',
    });
    expect(options.warehouses).toContainEqual({ id: warehouseId, name: 'Magazyn główny', isDefault: true });
    expect(options.vatRates[0]).toEqual({ id: 'standard23', label: '23%', rate: 23 });
    expect(options.parameters.map((p: { name: string }) => p.name)).toContain('Rozmiar buta');
    expect(options.categories.map((c: { name: string }) => c.name)).toContain('Czajniki');
  });
});
