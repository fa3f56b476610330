import type { CustomFieldType } from '@zaplecze/contract/custom-fields/custom-fields';

/** UI labels (web only); the rules and the API's messages stay in the contract. */

export const customFieldTypeLabels: Record<CustomFieldType, string> = {
  text: 'Tekst',
  number: 'Liczba',
  boolean: 'Tak/nie',
  select: 'Lista wyboru',
  date: 'Data',
};
