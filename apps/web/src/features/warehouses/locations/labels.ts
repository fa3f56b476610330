import type { LocationTypeKind, LocationTypeMode } from '@zaplecze/contract/locations/locations';

/** UI labels (web only); the rules and the API's messages stay in the contract. */

export const locationTypeKindLabels: Record<LocationTypeKind, string> = {
  REGULAR: 'Zwykła',
  RETURN: 'Zwrotna',
  BUFOR: 'Bufor',
};

export const locationTypeModeLabels: Record<LocationTypeMode, string> = {
  fixed: 'Stała',
  manual: 'Ręczna',
  fixed_manual: 'Stała i ręczna',
};
