import { beforeAll, describe, expect, it } from 'vitest';
import type { FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import { productFilterMessages } from '@zaplecze/contract/products/product-filter-fields';
import type { ProductList } from '@zaplecze/contract/products/products-list';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { catalogueClient } from '../__fixtures__/catalogue';
import { apiAs, seedCustomFieldCatalogue } from '../list/fixtures';

type Condition = { fieldId: string; operator: string; value?: string | number | boolean | null };
const and = (...conditions: Condition[]): FilterGroup => ({ operator: 'AND', conditions, groups: [] });
const query = (filter: FilterGroup) => `filter=${encodeURIComponent(JSON.stringify(filter))}`;

describe('products list: custom fields as conditions of the conditional filter', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let other: TestUser;

  const list = (filter: FilterGroup, user: TestUser = admin) =>
    apiAs(ctx, user)('GET', `/api/products?limit=100&sort=sku&${query(filter)}`);
  const skus = async (filter: FilterGroup) => {
    const response = await list(filter);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as ProductList).data.map((row) => row.sku);
  };
  beforeAll(async () => {
    admin = await createAccount(ctx);
    other = await createAccount(ctx);
    await seedCustomFieldCatalogue(ctx, admin, other, 'A-1');
  });

  it('filters by a text field: contains, equals (any case), empty and not empty', async () => {
    expect(await skus(and({ fieldId: 'custom.material', operator: 'contains', value: 'ceram' }))).toEqual([
      'A-1',
    ]);
    expect(await skus(and({ fieldId: 'custom.material', operator: 'equals', value: 'stal' }))).toEqual([
      'B-2',
    ]);
    expect(await skus(and({ fieldId: 'custom.material', operator: 'notContains', value: 'stal' }))).toEqual([
      'A-1',
      'C-3',
      'D-4',
    ]);
    expect(await skus(and({ fieldId: 'custom.material', operator: 'isEmpty' }))).toEqual(['C-3', 'D-4']);
    expect(await skus(and({ fieldId: 'custom.material', operator: 'isNotEmpty' }))).toEqual(['A-1', 'B-2']);
  });

  it('filters by a number field; a stored value that is not a number matches nothing and breaks nothing', async () => {
    expect(await skus(and({ fieldId: 'custom.gwarancja', operator: 'greaterThan', value: 12 }))).toEqual([
      'A-1',
    ]);
    expect(
      await skus(and({ fieldId: 'custom.gwarancja', operator: 'lessThanOrEqual', value: '24' })),
    ).toEqual(['A-1', 'B-2']);
    expect(await skus(and({ fieldId: 'custom.gwarancja', operator: 'equals', value: 6 }))).toEqual(['B-2']);
    expect(await skus(and({ fieldId: 'custom.gwarancja', operator: 'lessThan', value: 1 }))).toEqual([]);
  });

  it('filters by a yes/no and a list field (one of its options)', async () => {
    expect(await skus(and({ fieldId: 'custom.eko', operator: 'equals', value: 'true' }))).toEqual(['A-1']);
    expect(await skus(and({ fieldId: 'custom.eko', operator: 'notEquals', value: 'true' }))).toEqual([
      'B-2',
      'C-3',
      'D-4',
    ]);
    expect(await skus(and({ fieldId: 'custom.kolor', operator: 'equals', value: 'Zielony' }))).toEqual([
      'B-2',
    ]);
    const wrongOption = await list(and({ fieldId: 'custom.kolor', operator: 'equals', value: 'Niebieski' }));
    expect(wrongOption.statusCode).toBe(400);
    expect(wrongOption.json().error.message).toBe('Pole „Kolor” przyjmuje tylko wartości z listy.');
  });

  it('filters by a date field: on, before, after, not on; a stored value that is not a date matches nothing', async () => {
    expect(await skus(and({ fieldId: 'custom.premiera', operator: 'equals', value: '2024-05-01' }))).toEqual([
      'A-1',
    ]);
    expect(await skus(and({ fieldId: 'custom.premiera', operator: 'before', value: '2024-05-01' }))).toEqual([
      'B-2',
    ]);
    expect(await skus(and({ fieldId: 'custom.premiera', operator: 'after', value: '2023-12-31' }))).toEqual([
      'A-1',
    ]);
    expect(
      await skus(and({ fieldId: 'custom.premiera', operator: 'notEquals', value: '2024-05-01' })),
    ).toEqual(['B-2', 'C-3', 'D-4']);
  });

  it('combines custom and product fields with OR', async () => {
    const filter: FilterGroup = {
      operator: 'OR',
      conditions: [
        { fieldId: 'custom.kolor', operator: 'equals', value: 'Czerwony' },
        { fieldId: 'name', operator: 'equals', value: 'Łyżka' },
      ],
      groups: [],
    };
    expect(await skus(filter)).toEqual(['A-1', 'D-4']);
  });

  it("refuses an unknown key, another account's key and a malformed id with a Polish 400", async () => {
    const unknown = await list(and({ fieldId: 'custom.rozmiar', operator: 'equals', value: 'M' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(productFilterMessages.unknownCustomField('rozmiar'));
    expect(unknown.json().error.fields['filter.conditions.0.fieldId']).toBe(
      productFilterMessages.unknownCustomField('rozmiar'),
    );
    const foreign = await list(and({ fieldId: 'custom.obce', operator: 'equals', value: 'x' }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(productFilterMessages.unknownCustomField('obce'));
    const malformed = await list(and({ fieldId: "custom.x'; drop", operator: 'equals', value: 'x' }));
    expect(malformed.statusCode).toBe(400);
    const number = await list(and({ fieldId: 'custom.gwarancja', operator: 'greaterThan', value: 'dużo' }));
    expect(number.statusCode).toBe(400);
    expect(number.json().error.message).toBe('Pole „Gwarancja (mies.)” wymaga wartości liczbowej.');
  });

  it('counts by the same filter in the summary (bulk actions and exports share its scope)', async () => {
    const filter = query(and({ fieldId: 'custom.eko', operator: 'equals', value: 'false' }));
    const summary = await apiAs(ctx, admin)('GET', `/api/products/summary?${filter}`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().count).toBe(1);
  });

  it('selects the same products for a bulk action by filter, and refuses an unknown key there too', async () => {
    const filter = JSON.stringify(
      and({ fieldId: 'custom.gwarancja', operator: 'greaterThanOrEqual', value: 6 }),
    );
    const bulk = await apiAs(ctx, admin)('POST', '/api/products/bulk', {
      action: 'archive',
      query: { filter },
    });
    expect(bulk.statusCode, bulk.body).toBe(202);
    const job = await apiAs(ctx, admin)('GET', `/api/products/bulk/${bulk.json().jobId}`);
    expect(job.json()).toMatchObject({ status: 'queued', total: 2 });
    const unknown = JSON.stringify(and({ fieldId: 'custom.brak', operator: 'isEmpty' }));
    const refused = await apiAs(ctx, admin)('POST', '/api/products/bulk', {
      action: 'archive',
      query: { filter: unknown },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(productFilterMessages.unknownCustomField('brak'));
  });
});

describe('automatic category rules over custom fields', () => {
  const ctx = useTestApp();
  let admin: TestUser;
  let api: ReturnType<typeof catalogueClient>;

  beforeAll(async () => {
    admin = await createAccount(ctx);
    api = catalogueClient(ctx, admin);
  });

  it('assigns the category by a custom field, refuses unknown keys and skips a rule whose field was deleted', async () => {
    const field = await api.call('POST', '/api/custom-fields', {
      key: 'sezon',
      label: 'Sezon',
      type: 'select',
      options: ['Lato', 'Zima'],
    });
    expect(field.statusCode, field.body).toBe(201);
    const winter = await api.category('Zimowe');
    const condition = and({ fieldId: 'custom.sezon', operator: 'equals', value: 'Zima' });
    const unknown = await api.call('POST', '/api/auto-category-rules', {
      name: 'Nieznane pole',
      targetCategoryId: winter.id,
      condition: and({ fieldId: 'custom.brak', operator: 'equals', value: 'x' }),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields['condition.conditions.0.fieldId']).toBe(
      productFilterMessages.unknownCustomField('brak'),
    );
    const wrongValue = await api.call('POST', '/api/auto-category-rules', {
      name: 'Zła opcja',
      targetCategoryId: winter.id,
      condition: and({ fieldId: 'custom.sezon', operator: 'equals', value: 'Jesień' }),
    });
    expect(wrongValue.statusCode).toBe(400);
    const rule = await api.call('POST', '/api/auto-category-rules', {
      name: 'Zimowe',
      targetCategoryId: winter.id,
      condition,
    });
    expect(rule.statusCode, rule.body).toBe(201);

    const sledge = await api.createProduct({ name: 'Sanki', customFieldValues: { sezon: 'Zima' } });
    expect(sledge.categoryId).toBe(winter.id);
    const fan = await api.createProduct({ name: 'Wiatrak', customFieldValues: { sezon: 'Lato' } });
    expect(fan.categoryId).toBeNull();

    const fieldId = field.json().id as string;
    expect((await api.call('DELETE', `/api/custom-fields/${fieldId}`)).statusCode).toBe(204);
    const after = await api.createProduct({ name: 'Narty' });
    expect(after.categoryId).toBeNull();
  });
});
