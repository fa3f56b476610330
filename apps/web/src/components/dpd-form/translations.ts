import { addTranslations } from '../../lib/i18n';

/** The DPD form parts' texts (one parcel's fields, services, label format). */
addTranslations({
  pl: {
    dpdForm: {
      weight: 'Waga (kg)',
      sizeX: 'Długość (cm)',
      sizeY: 'Szerokość (cm)',
      sizeZ: 'Wysokość (cm)',
      content: 'Zawartość',
      services: 'Usługi',
      guarantee: 'Gwarancja doręczenia',
      guaranteeNone: 'Bez gwarancji',
      guarantees: {
        TIME0930: 'Doręczenie do 9:30',
        TIME1200: 'Doręczenie do 12:00',
        SATURDAY: 'Doręczenie w sobotę',
      },
      rod: 'Dokumenty zwrotne (ROD)',
      inPers: 'Doręczenie do rąk własnych',
      privPers: 'Doręczenie na adres prywatny',
      labelFormat: 'Format etykiety',
      labelDefault: 'Jak w ustawieniach DPD',
      labelFormats: { A4: 'A4', LBL_PRINTER: 'A6 (drukarka etykiet)' },
    },
  },
  en: {
    dpdForm: {
      weight: 'Weight (kg)',
      sizeX: 'Length (cm)',
      sizeY: 'Width (cm)',
      sizeZ: 'Height (cm)',
      content: 'Contents',
      services: 'Services',
      guarantee: 'Delivery guarantee',
      guaranteeNone: 'No guarantee',
      guarantees: {
        TIME0930: 'Delivery by 9:30',
        TIME1200: 'Delivery by 12:00',
        SATURDAY: 'Saturday delivery',
      },
      rod: 'Return documents (ROD)',
      inPers: 'Delivery in person',
      privPers: 'Delivery to a private address',
      labelFormat: 'Label format',
      labelDefault: 'As in the DPD settings',
      labelFormats: { A4: 'A4', LBL_PRINTER: 'A6 (label printer)' },
    },
  },
});
