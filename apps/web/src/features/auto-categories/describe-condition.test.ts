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
