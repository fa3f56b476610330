export const setsPl = {
  sets: {
    title: 'Konfiguracja zestawów',
    subtitle: 'Wybierz, gdzie zestawy (produkty złożone) są rozbijane na produkty składowe.',
    loading: 'Ładowanie konfiguracji zestawów...',
    loadError: 'Nie udało się pobrać konfiguracji zestawów',
    orderLevel: 'Poziom zamówienia',
    packingLevel: 'Poziom pakowania',
    exportLevel: 'Poziom eksportu',
    fields: {
      orderView: 'Widok zamówienia',
      workflow: 'Automatyzacje (workflow)',
      reports: 'Raporty',
      orderApi: 'API zamówień',
      pickingList: 'Lista kompletacyjna (picking)',
      packingDocuments: 'Dokumenty pakowania',
      wms: 'WMS',
      api: 'API eksportu',
    },
    disableBreakdown: 'Wyłącz rozbijanie zestawów',
    disabledWarning:
      'Rozbijanie zestawów jest wyłączone: zestawy będą traktowane wszędzie jako pojedyncze produkty.',
    breakdownType: 'Sposób rozbijania',
    breakdown: {
      level1: 'Jeden poziom – zestawy zagnieżdżone pozostają zestawami',
      full: 'Pełny – rekurencyjnie aż do pojedynczych produktów',
    },
    save: 'Zapisz',
    cancel: 'Anuluj',
    saved: 'Ustawienia zestawów zostały zapisane',
    saveError: 'Nie udało się zapisać ustawień zestawów',
  },
};
