import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestUser } from '../../../test/auth-helpers';
import { useTestApp } from '../../../test/test-app';
import { createOrders, list, orderBody, statusesOf } from '../__fixtures__/orders';

describe('orders list: client names in Polish alphabetical order', () => {
  const ctx = useTestApp();
  let user: TestUser;
  const polishOrder = ['Adam', 'Ćma', 'Celina', 'Lucyna', 'Łukasz', 'Ósemka', 'Oskar', 'Zofia', 'Żaneta'];
  // ICU puts 'Celina' before 'Ćma' (C < Ć) and 'Oskar' before 'Ósemka'.
  const expected = ['Adam', 'Celina', 'Ćma', 'Lucyna', 'Łukasz', 'Oskar', 'Ósemka', 'Zofia', 'Żaneta'];

  beforeAll(async () => {
    user = await createAccount(ctx);
    const status = await statusesOf(ctx, user);
    await createOrders(
      ctx,
      user,
      polishOrder.map((name, index) =>
        orderBody(status.new!.id, {
          deliveryAddress: { ...orderBody(status.new!.id).deliveryAddress!, name, surname: `Klient${index}` },
        }),
      ),
    );
  });

  const names = (rows: { customer: { name: string | null } }[]) =>
    rows.map((row) => (row.customer.name ?? '').split(' ')[0]);

  it('sorts ascending and descending by the Polish alphabet', async () => {
    const ascending = await list(ctx, user, { sort: 'clientName', direction: 'asc', limit: 10 });
    expect(names(ascending.data)).toEqual(expected);
    const descending = await list(ctx, user, { sort: 'clientName', direction: 'desc', limit: 10 });
    expect(names(descending.data)).toEqual([...expected].reverse());
  });
});
