import { describe, expect, it } from 'vitest';
import type { ParameterOption } from '../types';
import { splitParameters } from './parameters-tab';

const option = (id: string, name: string): ParameterOption => ({
  id,
  name,
  type: 'TEXT',
  usedInVariants: false,
  values: [],
});

describe('splitParameters (issue 27: the category’s parameters first)', () => {
  const all = [
    option('a', 'Pamięć RAM'),
    option('b', 'Rozmiar'),
    option('c', 'Kolor'),
    option('d', 'Przekątna'),
  ];

  it('puts the offered ones first in their order, with any the product has filled, the rest after', () => {
    const { category, others } = splitParameters(all, ['c', 'b'], { d: '15"' });
    expect(category.map((item) => item.name)).toEqual(['Kolor', 'Rozmiar', 'Przekątna']);
    expect(others.map((item) => item.name)).toEqual(['Pamięć RAM']);
  });

  it('shows every parameter when the category offers none (or there is no category)', () => {
    expect(splitParameters(all, [], {}).category).toHaveLength(4);
    expect(splitParameters(all, undefined, {}).others).toEqual([]);
  });
});
