import { beforeAll, describe, expect, it } from 'vitest';
import {
  productCoreMessages,
  productToUpdateBody as editable,
} from '@zaplecze/contract/products/product-core';
import { productMessages, type Product } from '@zaplecze/contract/products/products';
import { createAccount, createUser, type TestUser } from '../../test/auth-helpers';
import { useTestApp } from '../../test/test-app';
import { catalogueClient, productBody } from './__fixtures__/catalogue';

describe('products: model rules', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof catalogueClient>;
  let retail: { id: string; version: number };

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = catalogueClient(ctx, admin);
    retail = await api.priceList({ name: 'Detal PLN', isDefault: true });
  });

  it('creates, reads and updates a product, bumping its version and refusing a stale one', async () => {
    const created = await api.call('POST', '/api/products', productBody({ sku: 'CZ-100', tags: ['AGD'] }));
    expect(created.statusCode).toBe(201);
    const product = created.json() as Product;
    expect(product).toMatchObject({
      sku: 'CZ-100',
      ean: '5901234123457',
      type: 'Simple',
      status: 'Draft',
      version: 1,
    });
    const read = await api.call('GET', `/api/products/${product.id}`);
    expect(read.json()).toEqual(product);

    const updated = await api.call('PUT', `/api/products/${product.id}`, {
      ...editable(product),
      name: 'Czajnik 2 l',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Czajnik 2 l', version: 2 });

    const stale = await api.call('PUT', `/api/products/${product.id}`, {
      ...editable(product),
      name: 'Stary',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(productMessages.stale);
  });

  it('keeps SKUs unique per account in any case, across products and variants', async () => {
    await api.createProduct({ sku: 'Kubek-01' });
    const sameInOtherCase = await api.call('POST', '/api/products', productBody({ sku: 'KUBEK-01' }));
    expect(sameInOtherCase.statusCode).toBe(409);
    expect(sameInOtherCase.json().error).toMatchObject({
      message: productMessages.skuTaken,
      fields: { sku: productMessages.skuTaken },
    });

    const size = await api.parameter('Rozmiar', true);
    const variable = await api.createProduct({
      sku: 'KOSZULKA',
      type: 'Variable',
      variants: [{ sku: 'KOSZULKA-M', axes: { [size.id]: 'M' } }],
    });
    expect(variable.variants).toHaveLength(1);
    const productHoldingVariantSku = await api.call(
      'POST',
      '/api/products',
      productBody({ sku: 'koszulka-m' }),
    );
    expect(productHoldingVariantSku.statusCode).toBe(409);
    expect(productHoldingVariantSku.json().error.fields).toEqual({ sku: productMessages.skuTaken });

    const variantHoldingProductSku = await api.call(
      'POST',
      '/api/products',
      productBody({ type: 'Variable', variants: [{ sku: 'x-1' }, { sku: 'kubek-01' }] }),
    );
    expect(variantHoldingProductSku.statusCode).toBe(409);
    expect(variantHoldingProductSku.json().error.fields).toEqual({
      'variants.1.sku': productMessages.skuTaken,
    });

    // The product's own SKUs stay its own on an update.
    const resaved = await api.call('PUT', `/api/products/${variable.id}`, {
      ...editable(variable),
      name: 'Koszulka bawełniana',
    });
    expect(resaved.statusCode).toBe(200);
  });

  it('lets only one of two simultaneous saves take a SKU, even as a product and a variant', async () => {
    const answers = await Promise.all([
      api.call('POST', '/api/products', productBody({ sku: 'RACE-1' })),
      api.call('POST', '/api/products', productBody({ type: 'Variable', variants: [{ sku: 'race-1' }] })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('prices a Variable product without its own price by its variants (default list: lowest)', async () => {
    const product = await api.createProduct({
      type: 'Variable',
      variants: [
        { sku: `V-${Date.now()}-A`, prices: [{ priceListId: retail.id, amount: '30.00' }] },
        { sku: `V-${Date.now()}-B`, prices: [{ priceListId: retail.id, amount: '0' }] },
        { sku: `V-${Date.now()}-C`, prices: [{ priceListId: retail.id, amount: '25.50' }] },
      ],
    });
    expect(product.price).toEqual({ amount: '25.50', currency: 'PLN' });
    expect(product.variants.map((variant) => variant.prices[0]!.amount)).toEqual(['30.00', '0.00', '25.50']);
  });

  it('refuses an EAN with a wrong check digit, naming the field', async () => {
    const response = await api.call('POST', '/api/products', productBody({ ean: '5901234123458' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.ean).toBe(productMessages.eanInvalid);
    const ean8 = await api.call('POST', '/api/products', productBody({ ean: '96385074' }));
    expect(ean8.statusCode).toBe(201);
  });

  it('gives variants only to Variable products, with axes only over parameters used in variants', async () => {
    const simple = await api.call('POST', '/api/products', productBody({ variants: [{ sku: 'S-1' }] }));
    expect(simple.statusCode).toBe(400);
    expect(simple.json().error.fields.variants).toBe(productMessages.variantsOnlyVariable);

    const material = await api.parameter('Materiał', false);
    const badAxis = await api.call(
      'POST',
      '/api/products',
      productBody({ type: 'Variable', variants: [{ sku: 'AX-1', axes: { [material.id]: 'M' } }] }),
    );
    expect(badAxis.statusCode).toBe(400);
    expect(badAxis.json().error.fields['variants.0.axes']).toBe(productCoreMessages.axisNotVariant);

    const twins = await api.call(
      'POST',
      '/api/products',
      productBody({ type: 'Variable', variants: [{ sku: 'TW-1' }, { sku: 'tw-1' }] }),
    );
    expect(twins.statusCode).toBe(400);
    expect(twins.json().error.fields['variants.1.sku']).toBe(productMessages.variantSkuDuplicate);
  });

  it('derives prices of dependent lists, follows the base and keeps the default-list price current', async () => {
    const wholesale = await api.priceList({
      name: 'Hurt',
      type: 'dependent',
      basePriceListId: retail.id,
      multiplier: '0.85',
      additionalValue: '0',
    });
    const product = await api.createProduct({ prices: [{ priceListId: retail.id, amount: '99.99' }] });
    expect(product.price).toEqual({ amount: '99.99', currency: 'PLN' });
    const derived = product.prices.find((price) => price.priceListId === wholesale.id)!;
    // 99.99 × 0.85 = 84.9915 → 84.99 (half-up in grosze)
    expect(derived).toMatchObject({ amount: '84.99', derived: true, priceListName: 'Hurt' });

    const dependentPrice = await api.call(
      'POST',
      '/api/products',
      productBody({ prices: [{ priceListId: wholesale.id, amount: '10.00' }] }),
    );
    expect(dependentPrice.statusCode).toBe(400);
    expect(dependentPrice.json().error.fields['prices.0.priceListId']).toBe(
      productCoreMessages.priceListDependent,
    );

    const changed = await api.call('PUT', `/api/products/${product.id}`, {
      ...product,
      prices: [{ priceListId: retail.id, amount: '200.00' }],
    });
    expect(
      changed.json().prices.find((p: { priceListId: string }) => p.priceListId === wholesale.id).amount,
    ).toBe('170.00');

    // Making the dependent list the default moves every product's price to its derived one.
    const list = (await api.call('GET', `/api/price-lists/${wholesale.id}`)).json();
    const madeDefault = await api.call('PUT', `/api/price-lists/${wholesale.id}`, {
      ...list,
      isDefault: true,
    });
    expect(madeDefault.statusCode).toBe(200);
    expect((await api.call('GET', `/api/products/${product.id}`)).json().price).toEqual({
      amount: '170.00',
      currency: 'PLN',
    });

    // A new multiplier of the default list reprices every product at once.
    const current = (await api.call('GET', `/api/price-lists/${wholesale.id}`)).json();
    await api.call('PUT', `/api/price-lists/${wholesale.id}`, {
      ...current,
      multiplier: '0.5',
      additionalValue: '1',
    });
    expect((await api.call('GET', `/api/products/${product.id}`)).json().price.amount).toBe('101.00');
  });

  it('refuses references to records of another account or nowhere, naming the field', async () => {
    const other = catalogueClient(ctx, await createAccount(ctx));
    const foreignProducer = await other.producer('Obcy producent');
    const foreignList = await other.priceList({ name: 'Obcy cennik' });
    const response = await api.call(
      'POST',
      '/api/products',
      productBody({
        producerId: foreignProducer.id,
        categoryId: '00000000-0000-4000-8000-000000000000',
        prices: [{ priceListId: foreignList.id, amount: '1.00' }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      producerId: productCoreMessages.referenceMissing,
      categoryId: productCoreMessages.referenceMissing,
      'prices.0.priceListId': productCoreMessages.priceListMissing,
    });
  });

  it('checks custom-field values against the account definitions and stores them as text', async () => {
    for (const field of [
      { key: 'gwarancja', label: 'Gwarancja (mies.)', type: 'number' },
      { key: 'ekologiczny', label: 'Ekologiczny', type: 'boolean' },
      { key: 'kolor_ramy', label: 'Kolor ramy', type: 'select', options: ['Czarny', 'Srebrny'] },
    ])
      expect((await api.call('POST', '/api/custom-fields', field)).statusCode).toBe(201);
    const saved = await api.createProduct({
      customFieldValues: { gwarancja: '24', ekologiczny: 'true', kolor_ramy: 'Czarny' },
    });
    expect(saved.customFieldValues).toEqual({ gwarancja: '24', ekologiczny: 'true', kolor_ramy: 'Czarny' });
    const bad = await api.call(
      'POST',
      '/api/products',
      productBody({ customFieldValues: { gwarancja: 'dużo', kolor_ramy: 'Zielony', nieznane: 'x' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'customFieldValues.gwarancja',
      'customFieldValues.kolor_ramy',
      'customFieldValues.nieznane',
    ]);
    expect(bad.json().error.fields['customFieldValues.nieznane']).toBe(
      productCoreMessages.customFieldMissing,
    );
  });

  it('sanitizes the long description to the safe subset', async () => {
    const product = await api.createProduct({
      longDescription:
        '<p onclick="x()">Opis <b>mocny</b><script>alert(1)</script></p><a href="javascript:alert(1)">zły</a><a href="https://sklep.pl">dobry</a><img src=x onerror=alert(1)>',
    });
    expect(product.longDescription).toBe(
      '<p>Opis <b>mocny</b></p><a>zły</a><a href="https://sklep.pl" rel="noopener noreferrer nofollow">dobry</a>',
    );
  });

  it('hides products of other accounts (404) and enforces PIM permissions', async () => {
    const product = await api.createProduct();
    const stranger = catalogueClient(ctx, await createAccount(ctx));
    expect((await stranger.call('GET', `/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await stranger.call('PUT', `/api/products/${product.id}`, editable(product))).statusCode).toBe(
      404,
    );
    expect((await stranger.call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(404);
    expect((await stranger.call('POST', `/api/products/${product.id}/copy`)).statusCode).toBe(404);
    expect((await stranger.call('GET', `/api/products/${product.id}/history`)).statusCode).toBe(404);

    const reader = catalogueClient(
      ctx,
      await createUser(ctx, admin.accountId, { permissions: ['pim.read'] }),
    );
    expect((await reader.call('GET', `/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await reader.call('POST', '/api/products', productBody())).statusCode).toBe(403);
    expect((await reader.call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(403);

    const editor = catalogueClient(
      ctx,
      await createUser(ctx, admin.accountId, { permissions: ['pim.read', 'pim.edit'] }),
    );
    const publish = await editor.call('POST', '/api/products', productBody({ status: 'Published' }));
    expect(publish.statusCode).toBe(403);
    expect((await editor.call('POST', '/api/products', productBody({ status: 'Active' }))).statusCode).toBe(
      201,
    );
  });

  it('audits create, edit and delete field by field and serves the history', async () => {
    const producer = await api.producer('Philips Lighting');
    const product = await api.createProduct({ name: 'Lampka nocna', producerId: producer.id });
    await api.call('PUT', `/api/products/${product.id}`, {
      ...editable(product),
      name: 'Lampka biurkowa',
      gtu: 'GTU_06',
      producerId: null,
      status: 'Active',
      prices: [{ priceListId: retail.id, amount: '1234.5' }],
    });
    const history = (await api.call('GET', `/api/products/${product.id}/history`)).json();
    expect(history.count).toBe(2);
    expect(history.data[0]).toMatchObject({ action: 'edit', targetType: 'product' });
    expect(history.data[0].details.changes).toEqual({
      name: { before: 'Lampka nocna', after: 'Lampka biurkowa' },
      gtu: { before: '', after: 'GTU_06' },
      status: { before: { id: 'Draft', label: 'Szkic' }, after: { id: 'Active', label: 'Aktywny' } },
      producer: { before: { id: producer.id, label: 'Philips Lighting' }, after: null },
      prices: { before: [], after: [{ id: retail.id, label: 'Detal PLN: 1\u00a0234,50\u00a0zł' }] },
    });
    expect(history.data[0].detailsText).toContain('Nazwa: Lampka nocna → Lampka biurkowa');
    expect(history.data[0].detailsText).toContain('Producent: Philips Lighting → —');
    expect(history.data[0].detailsText).toContain('Status: Szkic → Aktywny');
    expect(history.data[1].detailsText).toContain('SKU: ');
    expect((await api.call('DELETE', `/api/products/${product.id}`)).statusCode).toBe(204);
    expect((await api.call('GET', `/api/products/${product.id}`)).statusCode).toBe(404);
    const actions = (await api.auditOf(product.id)).map((entry) => entry.action).sort();
    expect(actions).toEqual(['create', 'delete', 'edit']);
  });
});
