export const favoritesPl = {
  favorites: {
    title: 'Ulubione',
    subtitle: 'Twoje oznaczone gwiazdką zamówienia, produkty, zapisane filtry i strony. Widzisz je tylko Ty.',
    search: 'Szukaj w ulubionych',
    searchPlaceholder: 'Nazwa, numer zamówienia, klient, SKU',
    loadError: 'Nie udało się wczytać ulubionych.',
    empty:
      'Nie masz jeszcze ulubionych. Oznacz gwiazdką zamówienie, produkt, zapisany filtr lub stronę, aby mieć je tu pod ręką.',
    noMatches: 'Brak ulubionych pasujących do wyszukiwania.',
    count: 'Ulubione: {{count}} z {{limit}}',
    unavailable: 'Usunięte lub niedostępne',
    open: 'Otwórz',
    remove: 'Usuń z ulubionych',
    removeTitle: 'Usunąć z ulubionych?',
    removeMessage: '„{{label}}” zniknie z Twoich ulubionych. Sam obiekt pozostanie bez zmian.',
    removeConfirm: 'Usuń',
    removed: 'Usunięto z ulubionych.',
    removeFailed: 'Nie udało się usunąć z ulubionych.',
    kinds: {
      order: 'Zamówienia',
      product: 'Produkty',
      savedFilter: 'Zapisane filtry',
      page: 'Strony',
    },
  },
};
