import { addTranslations } from '../../lib/i18n';

/** Texts of the shared conditional filter builder (spec 001 §2.5, §4). */
addTranslations({
  pl: {
    filterBuilder: {
      rootGroup: 'Warunki filtra',
      nestedGroup: 'Grupa warunków',
      join: 'Łączenie warunków',
      and: 'ORAZ',
      or: 'LUB',
      addCondition: 'Dodaj warunek',
      addGroup: 'Dodaj grupę',
      removeCondition: 'Usuń warunek',
      removeGroup: 'Usuń grupę',
      field: 'Pole',
      operator: 'Operator',
      value: 'Wartość',
      choose: 'Wybierz',
      clear: 'Wyczyść',
      search: 'Szukaj',
      invalid: 'Popraw zaznaczone warunki filtra.',
    },
  },
  en: {
    filterBuilder: {
      rootGroup: 'Filter conditions',
      nestedGroup: 'Condition group',
      join: 'Join conditions with',
      and: 'AND',
      or: 'OR',
      addCondition: 'Add condition',
      addGroup: 'Add group',
      removeCondition: 'Remove condition',
      removeGroup: 'Remove group',
      field: 'Field',
      operator: 'Operator',
      value: 'Value',
      choose: 'Choose',
      clear: 'Clear',
      search: 'Search',
      invalid: 'Correct the marked conditions.',
    },
  },
});
