import { describe, expect, it } from 'vitest';
import { describeCondition } from './describe-condition';

describe('describeCondition', () => {
  it('reads a nested tree as one Polish sentence with option labels', () => {
    expect(
      describeCondition({
        operator: 'AND',
        conditions: [
          { fieldId: 'name', operator: 'contains', value: 'TV' },
          { fieldId: 'status', operator: 'equals', value: 'Active' },
        ],
        groups: [
          {
            operator: 'OR',
            conditions: [
              { fieldId: 'producerName', operator: 'equals', value: 'Samsung' },
              { fieldId: 'ean', operator: 'isEmpty', value: null },
            ],
            groups: [],
          },
        ],
      }),
    ).toBe(
      'Nazwa zawiera „TV” i Status równa się „Aktywny” i (Producent równa się „Samsung” lub EAN jest puste)',
    );
  });
});

describe('describeCondition with custom fields', () => {
  it('names a custom field by its label and a yes/no value as Tak/Nie; an unknown one by its id', () => {
    const fields = [
      {
        id: 'custom.eko',
        category: 'custom',
        type: 'select' as const,
        label: 'Ekologiczny',
        options: [
          { value: 'true', label: 'Tak' },
          { value: 'false', label: 'Nie' },
        ],
      },
      { id: 'custom.gwarancja', category: 'custom', type: 'number' as const, label: 'Gwarancja' },
    ];
    expect(
      describeCondition(
        {
          operator: 'OR',
          conditions: [
            { fieldId: 'custom.eko', operator: 'equals', value: 'true' },
            { fieldId: 'custom.gwarancja', operator: 'greaterThan', value: 12 },
            { fieldId: 'custom.usuniete', operator: 'isEmpty', value: null },
          ],
          groups: [],
        },
        fields,
      ),
    ).toBe('Ekologiczny równa się „Tak” lub Gwarancja większe niż „12” lub custom.usuniete jest puste');
  });
});
