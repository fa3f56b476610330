import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerDisplayName } from '@zaplecze/contract/orders/orders';
import { renderWithProviders } from '../../../test/render';
import '../translations';
import { CustomerCell } from './customer-cell';

const person = (name: string | null, surname: string | null, companyName: string | null = null) => ({
  name,
  surname,
  companyName,
});

describe('client column', () => {
  it.each([
    [
      'delivery name and surname first',
      {
        deliveryAddress: person('Anna', 'Nowak', 'Firma D'),
        customerBillingAddress: person('Jan', 'Kowal', 'Firma B'),
        email: 'x@y.pl',
      },
      'Anna Nowak',
    ],
    [
      'then billing name and surname',
      {
        deliveryAddress: person(null, null, 'Firma D'),
        customerBillingAddress: person('Jan', 'Kowal'),
        email: 'x@y.pl',
      },
      'Jan Kowal',
    ],
    [
      'then the delivery company',
      {
        deliveryAddress: person(' ', null, 'Firma D'),
        customerBillingAddress: person(null, null, 'Firma B'),
        email: 'x@y.pl',
      },
      'Firma D',
    ],
    [
      'then the billing company',
      { deliveryAddress: null, customerBillingAddress: person(null, null, 'Firma B'), email: 'x@y.pl' },
      'Firma B',
    ],
    [
      'then the e-mail local part',
      { deliveryAddress: null, customerBillingAddress: null, email: 'ola.k@sklep.pl' },
      'ola.k',
    ],
  ])('names the client by priority: %s', async (_case, order, expected) => {
    const name = customerDisplayName(order);
    expect(name).toBe(expected);
    renderWithProviders(<CustomerCell customer={{ name, email: order.email }} />);
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });

  it("falls back to 'Nieznany klient' and 'Brak email'", async () => {
    const name = customerDisplayName({ deliveryAddress: null, customerBillingAddress: null, email: null });
    expect(name).toBeNull();
    renderWithProviders(<CustomerCell customer={{ name, email: '  ' }} />);
    expect(await screen.findByText('Nieznany klient')).toBeInTheDocument();
    expect(screen.getByText('Brak email')).toBeInTheDocument();
  });
});
