import type { CustomFieldList } from '@zaplecze/contract/custom-fields/custom-fields';

/** GET /api/custom-fields with one select field, the kind the product filter builder offers values of. */
export function oneSelectField(key: string, label: string, options: string[]): CustomFieldList {
  return {
    data: [
      {
        id: '00000000-0000-4000-8000-0000000000c1',
        key,
        label,
        type: 'select',
        required: false,
        options,
        position: 1,
        version: 1,
        createdAt: '2024-05-01T10:00:00.000Z',
        modifiedAt: '2024-05-01T10:00:00.000Z',
      },
    ],
    count: 1,
    page: 1,
    limit: 100,
  };
}
