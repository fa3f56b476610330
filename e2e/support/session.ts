import { expect, type Page } from '@playwright/test';
import { demo } from './environment';

/** Signs in through the API; the refresh cookie lands in the browser context, so the app restores the session. */
export async function signInAs(page: Page, credentials: { username: string; password: string } = demo) {
  const response = await page.request.post('/api/auth/login', {
    data: { username: credentials.username, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}
