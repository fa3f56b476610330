import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n';
import { countPl, pluralPl, type PolishForms } from '@zaplecze/contract/common/plural';

export type CountNoun = 'orders' | 'ordersOf' | 'products' | 'matching';

/**
 * Counted nouns in the current language. Polish needs three forms (1 zamówienie, 2 zamówienia,
 * 5 zamówień); the English forms fit the same rules because only 'one' differs there.
 */
export function useCountText() {
  const { t } = useTranslation();
  const forms = useCallback(
    (noun: CountNoun) => t(`orders.forms.${noun}`, { returnObjects: true }) as PolishForms,
    [t],
  );
  return {
    count: useCallback((value: number, noun: CountNoun) => countPl(value, forms(noun)), [forms]),
    word: useCallback((value: number, noun: CountNoun) => pluralPl(value, forms(noun)), [forms]),
  };
}
