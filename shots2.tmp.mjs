import { chromium } from 'playwright-core';
const base = 'http://localhost:3500';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--lang=pl-PL'] });
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 1000 }, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' });
const page = await ctx.newPage();
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.request.post('/api/auth/login', { data: { username: 'demo', password: 'Demo!Zaplecze1' } });
const id = '42d0d4cd-3051-4cd8-9423-d49f6005d293';
for (const tab of process.argv.slice(2)) {
  await page.goto(`${base}/dashboard/products/${id}/${tab}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(700);
  await page.screenshot({ path: `/tmp/lead/shots/editor_${tab}.png` });
}
await browser.close();
