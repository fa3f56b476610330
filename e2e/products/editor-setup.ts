import { expect, type Locator, type Page } from '@playwright/test';
import { createActivatedCompany, uniqueCompany, uniqueTag } from '../auth/accounts';

/** Picks an option of a Mantine Select through the list the input controls. */
export async function choose(page: Page, input: Locator, option: string) {
  await input.click();
  const listId = await input.getAttribute('aria-controls');
  expect(listId, 'the select opened its list').toBeTruthy();
  await page.locator(`[id="${listId}"]`).getByRole('option', { name: option, exact: true }).click();
}

/**
 * A fresh company with what a Variable product needs: two independent price lists and a 'Kolor'
 * parameter used in variants. Signing in through the API leaves the refresh cookie in the
 * browser, so the app restores the session.
 */
export async function companyForProducts(page: Page) {
  const company = uniqueCompany('prod');
  await createActivatedCompany(page.request, page, company);
  const login = await page.request.post('/api/auth/login', {
    data: { username: company.username, password: company.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const tag = uniqueTag();
  const lists = { retail: `Detal ${tag}`, wholesale: `Hurt ${tag}` };
  for (const [index, name] of [lists.retail, lists.wholesale].entries()) {
    const response = await page.request.post('/api/price-lists', {
      headers,
      data: { name, type: 'independent', currency: 'PLN', isDefault: index === 0 },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const parameter = await page.request.post('/api/parameters', {
    headers,
    data: {
      name: 'Kolor',
      type: 'ONE_SELECT',
      usedInVariants: true,
      values: [{ value: 'Czerwony' }, { value: 'Niebieski' }],
    },
  });
  expect(parameter.status(), await parameter.text()).toBe(201);
  return { company, headers, lists, tag };
}

/** Fills the new-product form with a Variable product of two variants and prices in both lists, and creates it. */
export async function createVariableProduct(
  page: Page,
  lists: { retail: string; wholesale: string },
  sku: string,
) {
  await page.goto('/dashboard/products/new');
  await expect(page.getByRole('heading', { name: 'Nowy produkt' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nazwa', exact: true }).fill('Koszulka bawełniana');
  await page.getByRole('textbox', { name: 'SKU', exact: true }).fill(sku);
  await choose(page, page.getByRole('textbox', { name: 'Typ' }), 'Z wariantami');

  await page.getByRole('tab', { name: 'Ceny' }).click();
  await page.getByRole('textbox', { name: lists.retail, exact: true }).fill('59,99');
  await page.getByRole('textbox', { name: lists.wholesale, exact: true }).fill('45,00');

  await page.getByRole('tab', { name: 'Parametry i warianty' }).click();
  const variants = [
    { sku: `${sku}-CZ`, colour: 'Czerwony', retail: '61,50', wholesale: '46' },
    { sku: `${sku}-NB`, colour: 'Niebieski', retail: '62', wholesale: '47,25' },
  ];
  for (const [index, variant] of variants.entries()) {
    const number = index + 1;
    await page.getByRole('button', { name: 'Dodaj wariant' }).click();
    await page.getByRole('textbox', { name: `SKU wariantu ${number}`, exact: true }).fill(variant.sku);
    await choose(page, page.getByRole('textbox', { name: `Kolor wariantu ${number}` }), variant.colour);
    await page
      .getByRole('textbox', { name: `${lists.retail} wariantu ${number}`, exact: true })
      .fill(variant.retail);
    await page
      .getByRole('textbox', { name: `${lists.wholesale} wariantu ${number}`, exact: true })
      .fill(variant.wholesale);
  }
  await page.getByRole('button', { name: 'Utwórz produkt' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/[0-9a-f-]{36}\/basic-info$/);
  await expect(page.getByRole('heading', { name: 'Koszulka bawełniana', level: 1 })).toBeVisible();
  return variants;
}
