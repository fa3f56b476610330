import {
  parameterBody,
  parameterGroupBody,
  type ParameterBody,
} from '@zaplecze/contract/product-parameters/product-parameters';
import type { Db } from '../db/client';
import { createRule } from '../modules/auto-categories/service';
import { createCustomField } from '../modules/custom-fields/service';
import { createGroup } from '../modules/product-parameters/groups/service';
import { createParameter } from '../modules/product-parameters/parameters/service';
import { saveSkuSettings } from '../modules/sku-generator/service';

const groups = [
  { name: 'Wygląd', labelPl: 'Wygląd', labelEn: 'Appearance' },
  { name: 'Specyfikacja', labelPl: 'Specyfikacja techniczna', labelEn: 'Specification' },
  { name: 'Wyświetlacz', labelPl: 'Wyświetlacz', labelEn: 'Display' },
] as const;

const values = (...items: [string, string?, string?][]) =>
  items.map(([value, en, de]) => ({ value, en, de }));

const parameters: (ParameterBody & { group: (typeof groups)[number]['name'] })[] = [
  {
    group: 'Wygląd',
    name: 'Kolor',
    type: 'ONE_SELECT',
    required: true,
    usedInVariants: true,
    translations: { en: 'Colour', de: 'Farbe' },
    values: values(
      ['czarny', 'black', 'schwarz'],
      ['biały', 'white', 'weiß'],
      ['srebrny', 'silver', 'silber'],
      ['granatowy', 'navy', 'marineblau'],
      ['czerwony', 'red', 'rot'],
    ),
  },
  {
    group: 'Wygląd',
    name: 'Materiał obudowy',
    type: 'MULTI_SELECT',
    translations: { en: 'Housing material' },
    values: values(
      ['aluminium', 'aluminium'],
      ['szkło', 'glass', 'Glas'],
      ['tworzywo sztuczne', 'plastic', 'Kunststoff'],
    ),
  },
  {
    group: 'Wygląd',
    name: 'Rozmiar',
    type: 'ONE_SELECT',
    usedInVariants: true,
    translations: { en: 'Size', de: 'Größe' },
    values: values(['S'], ['M'], ['L'], ['XL']),
  },
  {
    group: 'Specyfikacja',
    name: 'Pamięć RAM',
    type: 'ONE_SELECT',
    required: true,
    usedInVariants: true,
    translations: { en: 'RAM' },
    values: values(['4 GB'], ['8 GB'], ['12 GB'], ['16 GB']),
  },
  {
    group: 'Specyfikacja',
    name: 'Pamięć wbudowana',
    type: 'ONE_SELECT',
    usedInVariants: true,
    translations: { en: 'Storage' },
    values: values(['64 GB'], ['128 GB'], ['256 GB'], ['512 GB']),
  },
  {
    group: 'Specyfikacja',
    name: 'Procesor',
    type: 'TEXT',
    translations: { en: 'Processor', de: 'Prozessor' },
  },
  {
    group: 'Specyfikacja',
    name: 'Łączność',
    type: 'MULTI_SELECT',
    translations: { en: 'Connectivity' },
    values: values(['Wi-Fi 6'], ['Bluetooth 5.3'], ['NFC'], ['5G']),
  },
  {
    group: 'Specyfikacja',
    name: 'Gwarancja producenta',
    type: 'TEXT',
    required: true,
    translations: { en: 'Warranty' },
  },
  {
    group: 'Wyświetlacz',
    name: 'Przekątna ekranu',
    type: 'ONE_SELECT',
    required: true,
    translations: { en: 'Screen size' },
    values: values(['6,1"'], ['6,7"'], ['13,3"'], ['15,6"'], ['55"'], ['65"']),
  },
  {
    group: 'Wyświetlacz',
    name: 'Rozdzielczość',
    type: 'ONE_SELECT',
    translations: { en: 'Resolution', de: 'Auflösung' },
    values: values(['Full HD 1920×1080'], ['2K 2560×1440'], ['4K UHD 3840×2160']),
  },
  {
    group: 'Wyświetlacz',
    name: 'Typ matrycy',
    type: 'ONE_SELECT',
    translations: { en: 'Panel type' },
    values: values(['IPS'], ['OLED'], ['AMOLED'], ['VA']),
  },
  {
    group: 'Wyświetlacz',
    name: 'Częstotliwość odświeżania',
    type: 'TEXT',
    translations: { en: 'Refresh rate' },
  },
];

/**
 * The demo company's parameters in the groups Wygląd, Specyfikacja and Wyświetlacz, a few custom
 * fields, its SKU pattern and two automatic category rules. `categoryIds` are the demo categories
 * the rules point at; a rule whose category is not given is left out.
 */
export async function seedProductParameters(
  db: Db,
  admin: { accountId: string; adminUserId: string },
  categoryIds: { phones?: string | undefined; televisions?: string | undefined } = {},
): Promise<void> {
  const actor = { accountId: admin.accountId, userId: admin.adminUserId, ip: '127.0.0.1' };
  const groupIds = new Map<string, string>();
  for (const group of groups)
    groupIds.set(group.name, (await createGroup(db, actor, parameterGroupBody.parse(group))).id);
  for (const { group, ...body } of parameters) {
    await createParameter(db, actor, parameterBody.parse({ ...body, groupId: groupIds.get(group) }));
  }
  const fields = [
    { key: 'material', label: 'Materiał', type: 'text', required: false, options: [] },
    {
      key: 'sezon',
      label: 'Sezon',
      type: 'select',
      required: false,
      options: ['wiosna/lato', 'jesień/zima', 'całoroczny'],
    },
    { key: 'gwarancja_miesiace', label: 'Gwarancja (miesiące)', type: 'number', required: true, options: [] },
    { key: 'produkt_eko', label: 'Produkt ekologiczny', type: 'boolean', required: false, options: [] },
    { key: 'data_premiery', label: 'Data premiery', type: 'date', required: false, options: [] },
  ] as const;
  for (const field of fields) await createCustomField(db, actor, { ...field, options: [...field.options] });
  await saveSkuSettings(db, actor, { pattern: 'KAT-{category}-{counter:5}', nextNumber: 1001 });
  if (categoryIds.phones)
    await createRule(db, actor, {
      name: 'Smartfony Samsung i Apple',
      targetCategoryId: categoryIds.phones,
      active: true,
      condition: {
        operator: 'AND',
        conditions: [{ fieldId: 'name', operator: 'contains', value: 'smartfon' }],
        groups: [
          {
            operator: 'OR',
            conditions: [
              { fieldId: 'producerName', operator: 'equals', value: 'Samsung' },
              { fieldId: 'producerName', operator: 'equals', value: 'Apple' },
            ],
            groups: [],
          },
        ],
      },
    });
  if (categoryIds.televisions)
    await createRule(db, actor, {
      name: 'Duże telewizory',
      targetCategoryId: categoryIds.televisions,
      active: false,
      condition: {
        operator: 'AND',
        conditions: [
          { fieldId: 'name', operator: 'contains', value: 'telewizor' },
          { fieldId: 'price', operator: 'greaterThanOrEqual', value: 3000 },
        ],
        groups: [],
      },
    });
}
