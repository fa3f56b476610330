import { describe, expect, it } from 'vitest';
import { checkOrderFilter, type FilterGroup } from '@zaplecze/contract/orders/orders-filter';
import {
  addCondition,
  addGroup,
  decodeFilter,
  emptyDraft,
  encodeFilter,
  issuesByCondition,
  removeCondition,
  removeGroup,
  toDraft,
  toFilter,
  toggleOperator,
  updateCondition,
} from './filter-tree';

describe('filter tree', () => {
  it('starts with one empty condition on the first field, equals and an empty value', () => {
    const root = emptyDraft();
    expect(root.operator).toBe('AND');
    expect(root.conditions).toHaveLength(1);
    expect(root.conditions[0]).toMatchObject({ fieldId: 'status', operator: 'equals', value: '' });
    expect(toFilter(root)).toBeNull();
  });

  it('nests groups that start with AND and one condition, toggles and removes them', () => {
    let root = emptyDraft();
    root = addGroup(root, root.id);
    const child = root.groups[0]!;
    expect(child).toMatchObject({ operator: 'AND', groups: [] });
    expect(child.conditions).toHaveLength(1);

    root = addGroup(root, child.id);
    const grandchild = root.groups[0]!.groups[0]!;
    root = toggleOperator(root, grandchild.id);
    expect(root.groups[0]!.groups[0]!.operator).toBe('OR');
    expect(root.groups[0]!.operator).toBe('AND');

    root = removeGroup(root, grandchild.id);
    expect(root.groups[0]!.groups).toHaveLength(0);
  });

  it('gives a group left empty one condition again', () => {
    let root = emptyDraft();
    const only = root.conditions[0]!;
    root = removeCondition(root, root.id, only.id);
    expect(root.conditions).toHaveLength(1);
    expect(root.conditions[0]!.id).not.toBe(only.id);
  });

  it('resets operator and value when the field type changes', () => {
    let root = emptyDraft();
    const id = root.conditions[0]!.id;
    root = updateCondition(root, root.id, id, { fieldId: 'clientName' });
    root = updateCondition(root, root.id, id, { operator: 'contains', value: 'Kowal' });
    root = updateCondition(root, root.id, id, { fieldId: 'email' });
    expect(root.conditions[0]).toMatchObject({ fieldId: 'email', operator: 'contains', value: '' });
    root = updateCondition(root, root.id, id, { fieldId: 'orderValue' });
    expect(root.conditions[0]).toMatchObject({ operator: 'equals', value: '' });
  });

  it('drops incomplete conditions and ids from the applied filter', () => {
    let root = emptyDraft();
    const first = root.conditions[0]!.id;
    root = updateCondition(root, root.id, first, { fieldId: 'source', value: 'allegro' });
    root = addCondition(root, root.id);
    root = addGroup(root, root.id);
    expect(toFilter(root)).toEqual({
      operator: 'AND',
      conditions: [{ fieldId: 'source', operator: 'equals', value: 'allegro' }],
      groups: [],
    });
  });

  it('round-trips a nested tree with Polish letters through the URL form', () => {
    const tree: FilterGroup = {
      operator: 'AND',
      conditions: [{ fieldId: 'source', operator: 'equals', value: 'allegro' }],
      groups: [
        {
          operator: 'OR',
          conditions: [
            { fieldId: 'orderValue', operator: 'greaterThan', value: 100 },
            { fieldId: 'city', operator: 'startsWith', value: 'Łódź' },
          ],
          groups: [],
        },
      ],
    };
    const encoded = encodeFilter(tree);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeFilter(encoded)).toEqual(tree);
    expect(toFilter(toDraft(decodeFilter(encoded)!))).toEqual(tree);
    expect(decodeFilter('nie-base64!')).toBeNull();
    expect(decodeFilter(encodeFilter({ operator: 'XOR' } as unknown as FilterGroup))).toBeNull();
  });

  it('maps the contract issues to the condition they concern', () => {
    let root = emptyDraft();
    root = addGroup(root, root.id);
    const nested = root.groups[0]!;
    root = updateCondition(root, nested.id, nested.conditions[0]!.id, {
      fieldId: 'orderValue',
      value: 'sto',
    });
    const errors = issuesByCondition(root, checkOrderFilter(root));
    expect(errors).toEqual({
      [root.groups[0]!.conditions[0]!.id]: 'Pole „Wartość zamówienia (brutto)” wymaga wartości liczbowej.',
    });
  });
});
