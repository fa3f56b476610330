import type { ParameterType } from '@zaplecze/contract/product-parameters/product-parameters';

/** UI labels (web only); the rules and the API's messages stay in the contract. */

export const parameterTypeLabels: Record<ParameterType, string> = {
  TEXT: 'Tekst',
  ONE_SELECT: 'Jednokrotny wybór',
  MULTI_SELECT: 'Wielokrotny wybór',
};
