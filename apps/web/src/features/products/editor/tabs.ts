import type { EditorValues } from './form-values';

/** The editor's tabs in the URL (`/dashboard/products/{id}/{tab}`) and the form fields each one holds. */
export const editorTabs = [
  'basic-info',
  'descriptions',
  'prices',
  'stock',
  'pictures',
  'parameters',
  'gpsr',
  'shipping',
  'custom-fields',
  'history',
] as const;
export type EditorTab = (typeof editorTabs)[number];
export const defaultTab: EditorTab = 'basic-info';

/** Tabs that need a saved product. */
export const savedOnlyTabs: readonly EditorTab[] = ['stock', 'history'];

/** `edit` is what the products list links to: the same as basic-info. */
export function tabFromParam(param: string | undefined): EditorTab | null {
  if (param === undefined || param === 'edit') return defaultTab;
  return (editorTabs as readonly string[]).includes(param) ? (param as EditorTab) : null;
}

const fieldTabs: Record<keyof EditorValues, EditorTab> = {
  sku: 'basic-info',
  ean: 'basic-info',
  name: 'basic-info',
  type: 'basic-info',
  status: 'basic-info',
  producerId: 'basic-info',
  brandId: 'basic-info',
  supplierId: 'basic-info',
  categoryId: 'basic-info',
  additionalCategory1Id: 'basic-info',
  additionalCategory2Id: 'basic-info',
  vatRateId: 'basic-info',
  tags: 'basic-info',
  saleFrom: 'basic-info',
  gtu: 'basic-info',
  modelCode: 'basic-info',
  unit: 'basic-info',
  unitValue: 'basic-info',
  shortDescription: 'descriptions',
  longDescription: 'descriptions',
  prices: 'prices',
  pictures: 'pictures',
  parameterValues: 'parameters',
  variants: 'parameters',
  gpsrCompanyId: 'gpsr',
  gpsrContactId: 'gpsr',
  lengthCm: 'shipping',
  widthCm: 'shipping',
  heightCm: 'shipping',
  weightAmount: 'shipping',
  weightUnit: 'shipping',
  deliveryTimeDays: 'shipping',
  customFieldValues: 'custom-fields',
};

/** The tab of a field path such as `variants.0.sku` (a server `fields` key or a form error). */
export function tabOfField(path: string): EditorTab | null {
  const head = path.split(/[.[]/)[0] as keyof EditorValues;
  return fieldTabs[head] ?? null;
}
