import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supportMessages } from '@zaplecze/contract/support/support';
import { jsonResponse, renderRoutes } from '../../test/render';
import { Component as SupportPage } from './support-page';

const fetchMock = vi.fn();
let captchaCount = 0;
const captchaIds = [
  '11111111-1111-4111-8111-111111111111',
  '22222222-2222-4222-8222-222222222222',
  '33333333-3333-4333-8333-333333333333',
];
const input = (label: string) =>
  screen
    .getAllByLabelText(new RegExp(`^${label}`))
    .find((element) => ['INPUT', 'TEXTAREA'].includes(element.tagName)) as HTMLInputElement;

function answerCaptcha() {
  const id = captchaIds[captchaCount % captchaIds.length]!;
  captchaCount += 1;
  return jsonResponse(200, {
    captchaId: id,
    image: `data:image/svg+xml;base64,obraz-${captchaCount}`,
    expiresInSeconds: 600,
  });
}

function renderSupport(path = '/auth/support') {
  return renderRoutes([{ path: '/auth/support', Component: SupportPage }], path);
}

async function fillForm() {
  const events = userEvent.setup();
  await events.type(input('Adres e-mail'), 'ola@sklep.pl');
  await events.click(input('Temat'));
  await events.click(await screen.findByRole('option', { name: 'Problem techniczny', hidden: true }));
  await events.type(input('Wiadomość'), 'Nie działa import.');
  await events.type(input('Przepisz kod z obrazka'), 'AB12CD');
  return events;
}

// Typing whole forms with user-event takes a few seconds on a busy machine.
describe('support screen', { timeout: 20_000 }, () => {
  beforeEach(() => {
    captchaCount = 0;
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('counts the message characters live against the 500 limit', async () => {
    fetchMock.mockImplementation(async () => answerCaptcha());
    renderSupport();
    expect(screen.getByTestId('message-counter')).toHaveTextContent('0/500');
    await userEvent.setup().type(input('Wiadomość'), 'Dzień dobry');
    expect(screen.getByTestId('message-counter')).toHaveTextContent('11/500');
  });

  it('shows the captcha image from the server and loads a new one on refresh', async () => {
    fetchMock.mockImplementation(async () => answerCaptcha());
    renderSupport();
    expect(await screen.findByTestId('captcha-image')).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,obraz-1',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wygeneruj nowy kod' }));
    await waitFor(() =>
      expect(screen.getByTestId('captcha-image')).toHaveAttribute('src', 'data:image/svg+xml;base64,obraz-2'),
    );
  });

  it('marks a mismatched captcha on its field and asks for a new code', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/support/tickets'
        ? jsonResponse(400, {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Popraw błędy',
              fields: { captcha: supportMessages.captchaInvalid },
            },
          })
        : answerCaptcha(),
    );
    renderSupport();
    await screen.findByTestId('captcha-image');
    const events = await fillForm();
    await events.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));
    expect(await screen.findByText(supportMessages.captchaInvalid)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('captcha-image')).toHaveAttribute('src', 'data:image/svg+xml;base64,obraz-2'),
    );
    expect(input('Przepisz kod z obrazka')).toHaveValue('');
  });

  it('sends the ticket with the captcha id and shows the success state', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/support/tickets'
        ? jsonResponse(201, {
            id: '44444444-4444-4444-8444-444444444444',
            message: supportMessages.ticketSent,
          })
        : answerCaptcha(),
    );
    renderSupport();
    await screen.findByTestId('captcha-image');
    const events = await fillForm();
    await events.click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));
    expect(await screen.findByTestId('support-success')).toHaveTextContent(supportMessages.ticketSent);
    const ticketCall = fetchMock.mock.calls.find(([url]) => url === '/api/support/tickets')!;
    expect(JSON.parse((ticketCall[1] as RequestInit).body as string)).toEqual({
      email: 'ola@sklep.pl',
      topic: 'technical',
      message: 'Nie działa import.',
      captcha: 'AB12CD',
      captchaId: captchaIds[0],
    });
  });

  it('requires every field', async () => {
    fetchMock.mockImplementation(async () => answerCaptcha());
    renderSupport();
    await screen.findByTestId('captcha-image');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Wyślij wiadomość' }));
    for (const message of [
      'Email jest wymagany',
      'Temat jest wymagany',
      'Wiadomość jest wymagana',
      'Captcha jest wymagana',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });
});

describe('support screen opened from a plan purchase link', () => {
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answerCaptcha()),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('preselects the topic given in the address', () => {
    renderSupport('/auth/support?topic=billing&plan=basic');
    expect(input('Temat')).toHaveValue('Płatności i faktury');
  });
});
