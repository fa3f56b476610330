import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountMessages } from '@zaplecze/contract/accounts/accounts';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as RegisterPage } from './register-page';

const fetchMock = vi.fn();
/** The input labelled so (a Select also labels its option list, hence the tag filter). */
const field = (label: string) =>
  screen
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((element) => element.tagName === 'INPUT') as HTMLInputElement;

function renderRegister() {
  return renderRoutes(
    [
      { path: '/auth/register', Component: RegisterPage },
      { path: '/auth/registration-confirmation', element: <p>Potwierdzenie rejestracji</p> },
    ],
    '/auth/register',
  );
}

async function fillValidForm() {
  const events = userEvent.setup();
  const values: [string, string][] = [
    ['Nazwa użytkownika', 'sklep.ola'],
    ['Adres e-mail', 'ola@sklep.pl'],
    ['Hasło', 'Bezpieczne!Haslo'],
    ['Nazwa firmy', 'Sklep Oli sp. z o.o.'],
    ['NIP', '526-025-02-74'],
    ['Ulica', 'Długa'],
    ['Numer budynku', '5'],
    ['Kod pocztowy', '00-950'],
    ['Miasto', 'Warszawa'],
    ['Numer telefonu', '600100200'],
  ];
  for (const [label, value] of values) await events.type(field(label), value);
  await events.click(screen.getByLabelText('Akceptuję regulamin usługi i politykę prywatności'));
  return events;
}

// Typing whole forms with user-event takes a few seconds on a busy machine.
describe('registration screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    // The screen logs a failed registration (spec 000 §8); keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows an error only after the field was left, and every error once the form is submitted', async () => {
    renderRegister();
    const events = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Rejestracja Firmy' })).toBeInTheDocument();
    expect(document.title).toBe('Rejestracja Firmy | Zaplecze');
    await events.click(field('Nazwa użytkownika'));
    await events.tab();
    expect(await screen.findByText('Nazwa użytkownika jest wymagana')).toBeInTheDocument();
    expect(screen.queryByText(accountMessages.companyNameRequired)).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Zarejestruj firmę' }));
    for (const message of [
      'Email jest wymagany',
      'Hasło jest wymagane',
      accountMessages.companyNameRequired,
      accountMessages.nipRequired,
      accountMessages.streetRequired,
      accountMessages.buildingNumberRequired,
      accountMessages.zipCodeRequired,
      accountMessages.cityRequired,
      accountMessages.phoneRequired,
      'Proszę zaakceptować warunki',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('defaults to Polska and +48 and ticks the password hints live', async () => {
    renderRegister();
    expect(field('Kraj')).toHaveValue('Polska');
    expect(field('Prefiks')).toHaveValue('+48');
    const events = userEvent.setup();
    await events.type(field('Hasło'), 'abcdefghijkl');
    const rules = screen.getByTestId('password-checklist').querySelectorAll('li');
    expect([...rules].map((rule) => rule.getAttribute('data-passed'))).toEqual([
      'true',
      'false',
      'true',
      'false',
    ]);
    await events.type(field('Hasło'), 'X!');
    expect([...rules].map((rule) => rule.getAttribute('data-passed'))).toEqual([
      'true',
      'true',
      'true',
      'true',
    ]);
  });

  it('puts the 409 messages of the server on the username and e-mail fields', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(409, {
        error: {
          code: 'CONFLICT',
          message: `${accountMessages.usernameTaken}. ${accountMessages.emailTaken}`,
          fields: { username: accountMessages.usernameTaken, email: accountMessages.emailTaken },
        },
      }),
    );
    renderRegister();
    const events = await fillValidForm();
    await events.click(screen.getByRole('button', { name: 'Zarejestruj firmę' }));
    expect(await screen.findByText(accountMessages.usernameTaken)).toBeInTheDocument();
    expect(screen.getByText(accountMessages.emailTaken)).toBeInTheDocument();
    expect(field('Nazwa użytkownika')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Adres e-mail')).toHaveAttribute('aria-invalid', 'true');

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/Accounts');
    expect(JSON.parse((init as RequestInit).body as string)).toMatchObject({
      name: 'sklep.ola',
      identity: { email: 'ola@sklep.pl', password: 'Bezpieczne!Haslo', role: 'admin' },
      isLicenceAdmin: false,
      invoiceData: {
        companyName: 'Sklep Oli sp. z o.o.',
        vatId: '526-025-02-74',
        country: 'PL',
        prefix: '+48',
        phoneNumber: '600100200',
      },
      termsAccepted: true,
    });
  });

  it('goes to the registration confirmation with the e-mail after success', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(201, { userId: '5b0c8e56-3c2e-4a51-9a43-8d1f0e1c2a11', email: 'ola@sklep.pl' }),
    );
    const { router } = renderRegister();
    const events = await fillValidForm();
    await events.click(screen.getByRole('button', { name: 'Zarejestruj firmę' }));
    expect(await screen.findByText('Potwierdzenie rejestracji')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?email=ola%40sklep.pl'));
  });
});
