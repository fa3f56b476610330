const rules = new Intl.PluralRules('pl');

export interface PolishForms {
  one: string;
  few: string;
  many: string;
}

/** Polish plural form for a count: 1 użytkownik, 2 użytkowników → few/many as Intl.PluralRules('pl') says. */
export function pluralPl(count: number, forms: PolishForms): string {
  const category = Number.isInteger(count) ? rules.select(count) : 'other';
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  if (category === 'many') return forms.many;
  return forms.few;
}

export function countPl(count: number, forms: PolishForms): string {
  return `${count} ${pluralPl(count, forms)}`;
}
