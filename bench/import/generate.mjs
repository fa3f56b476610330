import { closeSync, openSync, writeSync } from 'node:fs';

// A product CSV shaped like a Polish shop's Excel export: ';' separators, decimal commas, HTML descriptions.
const nouns = [
  'Kubek',
  'Talerz',
  'Lampa',
  'Koszulka',
  'Bluza',
  'Świeca',
  'Poduszka',
  'Kołdra',
  'Ręcznik',
  'Dzbanek',
  'Miska',
  'Wazon',
];
const adjectives = [
  'ceramiczny',
  'bawełniany',
  'lniany',
  'szklany',
  'drewniany',
  'żółty',
  'zielony',
  'gęsty',
  'łagodny',
  'duży',
];
const producers = [
  'Łódź-Pol',
  'Ćma Sp. z o.o.',
  'Żuraw',
  'Kraków Design',
  'Gdańska Manufaktura',
  'Śląskie Szkło',
];

function ean(n) {
  const body = `590${String(n).padStart(9, '0')}`;
  const sum = [...body]
    .reverse()
    .reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

function productLine(i, priceShift) {
  const name = `${nouns[i % nouns.length]} ${adjectives[i % adjectives.length]} ${i}`;
  const price = (((i * 37) % 50000) / 100 + 5 + priceShift).toFixed(2).replace('.', ',');
  return [
    `SKU-${String(i).padStart(7, '0')}`,
    ean(i),
    name,
    `Krótki opis ${i}`,
    `"<p>${name}, idealny do domu.</p><ul><li>Polska produkcja</li></ul>"`,
    price,
    'PLN',
    String(i % 200),
    'Published',
    'Simple',
    'GTU_06',
    `M-${i % 999}`,
    'szt.',
    ((i % 50) / 10 + 0.1).toFixed(1).replace('.', ','),
    '10,5',
    '20',
    '5,25',
    producers[i % producers.length],
    `https://cdn.sklep.pl/p/${i}-1.jpg`,
    `https://cdn.sklep.pl/p/${i}-2.jpg`,
    String(i % 14),
    '23',
  ].join(';');
}

const header =
  'SKU;EAN;Nazwa;Krótki opis;Opis;Cena;Waluta;Stan;Status;Typ;GTU;Kod modelu;Jednostka;Waga;Długość;Szerokość;Wysokość;Producent;Zdjęcie 1;Zdjęcie 2;Czas dostawy;VAT';

/** Writes the file in chunks, so the bench itself never holds the whole file in memory. */
export function writeProductCsv(file, rows, { priceShift = 0 } = {}) {
  const fd = openSync(file, 'w');
  try {
    let chunk = [header];
    for (let i = 1; i <= rows; i += 1) {
      chunk.push(productLine(i, priceShift));
      if (chunk.length >= 10000) {
        writeSync(fd, `${chunk.join('\r\n')}\r\n`);
        chunk = [];
      }
    }
    if (chunk.length > 0) writeSync(fd, `${chunk.join('\r\n')}\r\n`);
  } finally {
    closeSync(fd);
  }
}
