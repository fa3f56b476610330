import { expect, test } from '@playwright/test';
import { signedInFreshCompany } from '../auth/accounts';
import { expectAccessible } from '../support/a11y';

test.describe('signed out', () => {
  test('dashboard routes send the visitor to the authentication layout with its promotional panel', async ({
    page,
  }) => {
    await page.goto('/dashboard/orders');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByTestId('promo-panel')).toBeVisible();
    await expect(page.getByText('Magdalena Wiśniewska')).toBeVisible();
    await expectAccessible(page);
  });

  test('the promotional panel is hidden on narrow screens', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto('/auth');
    await expect(page.getByTestId('promo-panel')).toBeHidden();
  });

  test('unknown paths outside the dashboard show the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { name: 'Nie znaleziono strony' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the development panel toggles a feature flag, which survives a reload', async ({ page }) => {
    await page.goto('/auth');
    const panel = page.getByTestId('dev-panel');
    await panel.getByRole('button', { name: 'Pokaż lub ukryj panel deweloperski' }).click();
    const flag = panel.getByRole('switch', { name: /users_roles/ });
    await expect(flag).toBeChecked();
    await flag.focus();
    await page.keyboard.press('Space');
    await expect(flag).not.toBeChecked();
    await page.reload();
    await panel.getByRole('button', { name: 'Pokaż lub ukryj panel deweloperski' }).click();
    await expect(panel.getByRole('switch', { name: /users_roles/ })).not.toBeChecked();

    await panel.getByText('Produkcyjne').click();
    await expect(panel.getByText('Podgląd produkcyjny: flagi mają wartości produkcyjne.')).toBeVisible();
    await expect(panel.getByRole('switch', { name: /users_roles/ })).toBeChecked();
    await expect(panel.getByRole('switch', { name: /users_roles/ })).toBeDisabled();
  });

  test('the development panel previews the disk alerts', async ({ page }) => {
    await page.goto('/auth');
    const panel = page.getByTestId('dev-panel');
    await panel.getByRole('button', { name: 'Pokaż lub ukryj panel deweloperski' }).click();
    await panel.getByRole('button', { name: 'Krytyczny (90%)' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Krytycznie mało miejsca na dysku')).toBeVisible();
    await expect(dialog.getByText(/Zajęte jest 90%/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Rozumiem' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await panel.getByRole('button', { name: 'Ostrzeżenie (80%)' }).click();
    await expect(page.getByRole('dialog').getByText(/Zajęte jest 80%/)).toBeVisible();
    await page.mouse.click(10, 10);
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await signedInFreshCompany(page, 'powloka');
  });

  test('the dashboard shell shows the navigation with exact-match highlighting', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/summary$/);
    const nav = page.getByRole('navigation');
    await expect(nav.getByRole('link', { name: 'Pulpit' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Zamówienia', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await expect(nav.getByRole('link', { name: 'Zamówienia', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Pulpit' })).not.toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);
  });

  test('a signed-in user is sent from /auth to the dashboard and unknown dashboard paths go to the summary', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/dashboard\/summary$/);
    await page.goto('/dashboard/does-not-exist');
    await expect(page).toHaveURL(/\/dashboard\/summary$/);
  });

  test('below 1024px the navigation is an overlay opened from the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/dashboard/summary');
    // The collapsed drawer is moved off screen rather than removed, so "in viewport" is what the user sees.
    const nav = page.getByRole('navigation');
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await expect(nav).toBeInViewport();
    await page.getByTestId('nav-overlay').click({ position: { x: 700, y: 400 } });
    await expect(nav).not.toBeInViewport();
  });
});
