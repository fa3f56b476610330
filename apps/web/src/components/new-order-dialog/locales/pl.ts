import { copyOrderPartLabels } from '@zaplecze/contract/orders/order-detail-parts';
import { newOrderTypeLabels } from '../labels';

export const newOrderDialogPl = {
  newOrderDialog: {
    title: 'Stwórz nowe zamówienie',
    country: 'Kraj dostawy',
    countryPlaceholder: 'Wybierz kraj',
    status: 'Status zamówienia',
    statusPlaceholder: 'Wybierz status',
    ungrouped: 'Bez grupy',
    language: 'Język zamówienia',
    languages: { pl: 'Polski', en: 'Angielski', de: 'Niemiecki' },
    nothingFound: 'Brak wyników',
    type: 'Rodzaj zamówienia',
    types: newOrderTypeLabels,
    source: 'Kopiowane zamówienie: #{{no}}',
    parts: 'Elementy kopiowane z zamówienia',
    partLabels: copyOrderPartLabels,
    noParts: 'Bez zaznaczonych elementów kopia zawiera tylko kraj, status i język.',
    cancel: 'Anuluj',
    submit: 'Utwórz zamówienie',
    failed: 'Nie udało się utworzyć zamówienia',
  },
};
