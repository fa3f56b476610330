import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInFreshCompany } from '../auth/accounts';
import { expectAccessible } from '../support/a11y';

const url = '/dashboard/orders-settings/statuses';
const section = (page: Page, name: string) =>
  page
    .getByTestId('status-group')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
/** The newest snackbar with this text; earlier ones may still be on screen. */
const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true }).last();
const row = (scope: Page | Locator, name: string) => scope.getByRole('listitem', { name, exact: true });
const namesIn = (page: Page, name: string) =>
  section(page, name)
    .getByTestId('status-row')
    .evaluateAll((rows) => rows.map((item) => item.getAttribute('aria-label')));

/** The segmented control's radios are visually hidden; users click their labels. */
async function chooseLanguage(page: Page, code: string) {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${code}$`) })
    .click();
  await expect(page.getByRole('radio', { name: code })).toBeChecked();
}

async function addStatus(
  page: Page,
  fields: {
    name: string;
    pl: string;
    en: string;
    de?: string;
    preset?: string;
    hex?: string;
    group?: string;
  },
) {
  await page.getByRole('button', { name: 'Dodaj status' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Dodaj status' });
  await dialog.getByLabel('Nazwa wewnętrzna').fill(fields.name);
  await dialog.getByLabel('Nazwa zewnętrzna (PL)').fill(fields.pl);
  await dialog.getByLabel('Nazwa zewnętrzna (EN)').fill(fields.en);
  if (fields.de) await dialog.getByLabel('Nazwa zewnętrzna (DE)').fill(fields.de);
  if (fields.preset) await dialog.getByRole('button', { name: `Kolor ${fields.preset}` }).click();
  if (fields.hex) await dialog.getByLabel('Kod koloru (HEX)').fill(fields.hex);
  if (fields.group) {
    await dialog.getByRole('textbox', { name: 'Grupa' }).click();
    await page.getByRole('option', { name: fields.group, exact: true }).click();
  }
  if (!fields.de) await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Dodaj status' }).click();
  await expect(snackbar(page, 'Status został dodany.')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('statuses: groups, colours, translations, drag and drop by mouse and keyboard, delete with a replacement', async ({
  page,
}) => {
  // One journey of many steps with three accessibility scans; two busy cores need more than the default.
  test.slow();
  // A company of its own: the default statuses of every new account, no 'Allegro' from an earlier attempt.
  await signedInFreshCompany(page, 'statusy');
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Statusy systemu' })).toBeVisible();
  await expect(row(page, 'Nowe')).toBeVisible();
  await expect(row(page, 'Nowe').getByText('Chroniony')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Dodaj grupę' }).click();
  const groupDialog = page.getByRole('dialog', { name: 'Dodaj grupę' });
  await groupDialog.getByLabel('Nazwa grupy').fill('Allegro');
  await groupDialog.getByRole('button', { name: 'Dodaj grupę' }).click();
  await expect(snackbar(page, 'Grupa została dodana.')).toBeVisible();
  await expect(section(page, 'Allegro')).toBeVisible();

  await addStatus(page, {
    name: 'Do wyjaśnienia',
    pl: 'W wyjaśnianiu',
    en: 'Under review',
    preset: '#FF33F3',
    group: 'Allegro',
  });
  await addStatus(page, { name: 'Priorytet', pl: 'Pilne', en: 'Urgent', de: 'Dringend', hex: '#1A2B3C' });
  await expect(row(section(page, 'Bez grupy'), 'Priorytet').getByText('#1A2B3C')).toBeVisible();
  await expect(row(page, 'Do wyjaśnienia').getByText('#FF33F3')).toBeVisible();

  // Mouse: 'Priorytet' from 'Bez grupy' onto 'Do wyjaśnienia' lands in 'Allegro' before it.
  const handle = page.getByRole('button', { name: 'Przeciągnij status Priorytet' });
  const target = await row(page, 'Do wyjaśnienia').boundingBox();
  const start = await handle.boundingBox();
  await page.mouse.move(start!.x + start!.width / 2, start!.y + start!.height / 2);
  await page.mouse.down();
  await page.mouse.move(start!.x + 20, start!.y + 20, { steps: 5 });
  await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(snackbar(page, 'Kolejność statusów została zaktualizowana.')).toBeVisible();
  await expect.poll(() => namesIn(page, 'Allegro')).toEqual(['Priorytet', 'Do wyjaśnienia']);

  // Keyboard: 'Zwrócone', the last status of 'Zakończone', one step down into 'Allegro' below it.
  await page.getByRole('button', { name: 'Przeciągnij status Zwrócone' }).focus();
  await page.keyboard.press('Space');
  const announcer = page.locator('[id^="DndLiveRegion"]');
  // The keyboard sensor moves only once the drop targets are measured, which the announcement of
  // the status over its own place tells (pressed earlier, under load, the arrow was lost).
  const overItself = 'status „Zwrócone” – nad: status „Zwrócone”';
  await expect(announcer).toContainText(overItself);
  // Even then, under load, dnd-kit's keyboard sensor has let an arrow go by unseen (its key listener is
  // attached on a timer, once per drag). As a person would, press again while the status still stands over
  // itself; a press that did land moves the announcement on, and no second one is sent.
  await expect(async () => {
    if ((await announcer.textContent())?.includes(overItself)) await page.keyboard.press('ArrowDown');
    await expect(announcer).toContainText('status „Zwrócone” – nad: status „Priorytet”', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Space');
  await expect.poll(() => namesIn(page, 'Allegro')).toEqual(['Zwrócone', 'Priorytet', 'Do wyjaśnienia']);
  await expect.poll(() => namesIn(page, 'Zakończone')).toEqual(['Dostarczone', 'Anulowane']);

  await chooseLanguage(page, 'EN');
  await expect(row(page, 'Priorytet').getByText('Urgent')).toBeVisible();
  await expect(row(page, 'Do wyjaśnienia').getByText('Under review')).toBeVisible();
  await chooseLanguage(page, 'DE');
  await expect(row(page, 'Priorytet').getByText('Dringend')).toBeVisible();
  await expect(row(page, 'Do wyjaśnienia').getByText('—')).toBeVisible();

  await row(page, 'Do wyjaśnienia').getByRole('button', { name: 'Usuń status Do wyjaśnienia' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Usuń status: Do wyjaśnienia' });
  await deleteDialog.getByRole('textbox', { name: 'Status zastępczy' }).click();
  await expect(page.getByRole('option', { name: 'Nowe', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Priorytet', exact: true }).click();
  await expectAccessible(page);
  await deleteDialog.getByRole('button', { name: 'Usuń status' }).click();
  await expect(snackbar(page, 'Status został usunięty.')).toBeVisible();
  await expect(row(page, 'Do wyjaśnienia')).toHaveCount(0);

  await page.reload();
  await expect.poll(() => namesIn(page, 'Allegro')).toEqual(['Zwrócone', 'Priorytet']);
  await expect(row(page, 'Priorytet').getByText('#1A2B3C')).toBeVisible();
  await expect(row(page, 'Priorytet').getByText('Pilne')).toBeVisible();
  await expect(row(page, 'Do wyjaśnienia')).toHaveCount(0);
});
