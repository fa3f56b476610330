import { countPl } from '@zaplecze/contract/common/plural';
import { locationForms } from '@zaplecze/contract/locations/locations';
import i18n from '../../../lib/i18n';

/** '3 lokalizacje', '5 lokalizacji' (accusative, as after 'Usunięto'); English: '3 locations'. */
export function countLocations(count: number): string {
  if (i18n.language.startsWith('en')) return `${count} ${count === 1 ? 'location' : 'locations'}`;
  return countPl(count, locationForms);
}
