import type { Db } from '../db/client';
import {
  brands,
  gpsrCompanies,
  gpsrContacts,
  producers,
  productCategories,
  suppliers,
} from '../db/schema/index';

/** Spread over the past weeks, so 'Data utworzenia' sorts meaningfully. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const producerRows = [
  [
    'Amica S.A.',
    'ul. Mickiewicza 52',
    '64-510',
    'Wronki',
    'kontakt@amica.pl',
    '672546100',
    'https://www.amica.pl/kontakt',
  ],
  [
    'Fabryka Mebli Forte S.A.',
    'ul. Biała 1',
    '07-300',
    'Ostrów Mazowiecka',
    'info@forte.com.pl',
    '297451000',
    'https://www.forte.com.pl/kontakt',
  ],
  [
    'Zelmer Sp. z o.o.',
    'ul. Hoffmanowej 19',
    '35-016',
    'Rzeszów',
    'serwis@zelmer.pl',
    '178656000',
    'https://www.zelmer.pl/kontakt',
  ],
  [
    'Wawel S.A.',
    'ul. Władysława Warneńczyka 14',
    '30-520',
    'Kraków',
    'wawel@wawel.com.pl',
    '122545200',
    'https://www.wawel.com.pl/kontakt',
  ],
  [
    'Krosno Glass S.A.',
    'ul. Tysiąclecia 13',
    '38-400',
    'Krosno',
    'info@krosnoglass.pl',
    '134346000',
    'https://www.krosnoglass.pl/kontakt',
  ],
  [
    'Ćmielów i Chodzież S.A.',
    'ul. Sienkiewicza 8',
    '27-440',
    'Ćmielów',
    'biuro@porcelana.pl',
    '412767400',
    'https://www.porcelana.pl/kontakt',
  ],
  [
    'Inglot Sp. z o.o.',
    'ul. Rakoczego 23',
    '37-700',
    'Przemyśl',
    'inglot@inglot.pl',
    '166780600',
    'https://www.inglot.pl/kontakt',
  ],
  [
    'Solaris Bus & Coach Sp. z o.o.',
    'ul. Obornicka 46',
    '62-005',
    'Owińska',
    'solaris@solarisbus.com',
    '616672333',
    'https://www.solarisbus.com/pl/kontakt',
  ],
] as const;

const brandRows = [
  ['Bosch', 'Sprzęt AGD i elektronarzędzia', 'https://www.bosch-home.pl', 'DE', true],
  ['Amica', 'Polskie AGD z Wronek', 'https://www.amica.pl', 'PL', true],
  ['Wedel', 'Czekolady i słodycze od 1851 roku', 'https://www.wedel.pl', 'PL', true],
  ['Krosno', 'Szkło użytkowe i dekoracyjne', 'https://www.krosnoglass.pl', 'PL', true],
  ['Zelmer', 'Małe AGD', 'https://www.zelmer.pl', 'PL', true],
  ['Inglot', 'Kosmetyki kolorowe', 'https://www.inglot.pl', 'PL', true],
  ['4F', 'Odzież i obuwie sportowe', 'https://4f.com.pl', 'PL', true],
  ['Reserved', 'Odzież (kolekcja wycofana z oferty sklepu)', 'https://www.reserved.com', 'PL', false],
] as const;

const supplierRows = [
  [
    'Hurtownia Elektryczna Volt Sp. z o.o.',
    '7771112226',
    'Poznań',
    'Głogowska',
    '112',
    '61-625',
    'zamowienia@volt-hurt.pl',
    '618471200',
    'Dostawy AGD; termin płatności 30 dni',
  ],
  [
    'Meble-Hurt Kowalczyk sp.j.',
    '9512345675',
    'Warszawa',
    'Puławska',
    '45',
    '02-508',
    'biuro@meblehurt.pl',
    '226470011',
    'Meble do składania; minimum logistyczne 1 paleta',
  ],
  [
    'Słodka Hurtownia Ambrozja',
    '6789012347',
    'Kraków',
    'Zakopiańska',
    '62',
    '30-418',
    'handel@ambrozja.pl',
    '122690045',
    'Słodycze; dostawy wtorki i piątki',
  ],
  [
    'Szkło i Porcelana Dystrybucja S.A.',
    '8691234560',
    'Tarnów',
    'Krakowska',
    '9',
    '33-100',
    'kontakt@szkloiporcelana.pl',
    '146211700',
    '',
  ],
  [
    'Kosmetyki Hurt Beauty Sp. z o.o.',
    '1130002222',
    'Łódź',
    'Piotrkowska',
    '210',
    '90-369',
    'b2b@beautyhurt.pl',
    '426330090',
    'Kosmetyki; wymagane karty charakterystyki',
  ],
  [
    'Sport-Dystrybucja Gdańsk',
    '5213004562',
    'Gdańsk',
    'Grunwaldzka',
    '88',
    '80-244',
    'zamowienia@sportdystrybucja.pl',
    '583440210',
    'Obuwie i odzież sportowa',
  ],
  [
    'Elektro-Import Wrocław Sp. z o.o.',
    '7251003330',
    'Wrocław',
    'Legnicka',
    '51',
    '54-203',
    'import@elektroimport.pl',
    '713560080',
    'Import z Niemiec; odprawa po stronie dostawcy',
  ],
] as const;

const categoryNames = [
  'Smartfony',
  'Telewizory',
  'AGD duże',
  'AGD małe',
  'Meble',
  'Słodycze',
  'Szkło i porcelana',
  'Kosmetyki',
  'Odzież sportowa',
  'Obuwie',
  'Elektronarzędzia',
  'Oświetlenie',
  'Dom i ogród',
  'Zabawki',
  'Książki',
  'Artykuły biurowe',
  'Akcesoria kuchenne',
  'Tekstylia domowe',
  'Zdrowie',
  'Motoryzacja',
  'Zoologia',
  'Prezenty',
  'Sport i turystyka',
  'Elektronika użytkowa',
];

const gpsrCompanyRows = [
  [
    'Amica S.A.',
    'Producer',
    '9552004443',
    'Wronki',
    'Mickiewicza',
    '52',
    '64-510',
    'gpsr@amica.pl',
    '672546100',
  ],
  [
    'Toy-Import Polska Sp. z o.o.',
    'Importer',
    '8491005553',
    'Katowice',
    'Chorzowska',
    '150',
    '40-101',
    'gpsr@toyimport.pl',
    '322001100',
  ],
  [
    'Dystrybucja Elektro Sp. z o.o.',
    'Distributor',
    '6762006665',
    'Kraków',
    'Wielicka',
    '28',
    '30-552',
    'bezpieczenstwo@de.pl',
    '126540011',
  ],
  [
    'Forte Meble S.A.',
    'Producer',
    '7123007776',
    'Ostrów Mazowiecka',
    'Biała',
    '1',
    '07-300',
    'gpsr@forte.com.pl',
    '297451000',
  ],
] as const;

const gpsrContactRows = [
  ['Anna', 'Kowalczyk', 'Pełnomocnik ds. GPSR', 'a.kowalczyk@sklepdemo.pl', '601234567'],
  ['Piotr', 'Zieliński', 'Kierownik jakości', 'p.zielinski@sklepdemo.pl', '602345678'],
  ['Magdalena', 'Szymańska', 'Specjalista ds. reklamacji', 'm.szymanska@sklepdemo.pl', '603456789'],
  ['Tomasz', 'Lewandowski', 'Osoba kontaktowa importera', 't.lewandowski@toyimport.pl', '604567890'],
] as const;

/** Producers, brands, suppliers (with valid NIPs), main categories and GPSR entries of the demo company. */
export async function seedProductDictionaries(db: Db, accountId: string): Promise<Map<string, string>> {
  await db.insert(producers).values(
    producerRows.map(([name, street, postalCode, city, email, phoneNumber, formUrl], i) => ({
      accountId,
      name,
      street,
      postalCode,
      city,
      email,
      phoneNumber,
      formUrl,
      createdAt: daysAgo(40 - i),
      modifiedAt: daysAgo(40 - i),
    })),
  );
  await db.insert(brands).values(
    brandRows.map(([name, description, website, countryCode, isActive], i) => ({
      accountId,
      name,
      description,
      website,
      countryCode,
      isActive,
      createdAt: daysAgo(38 - i),
      modifiedAt: daysAgo(38 - i),
    })),
  );
  await db.insert(suppliers).values(
    supplierRows.map(
      ([name, nip, city, street, buildingNumber, zipCode, email, phoneNumber, description], i) => ({
        accountId,
        name,
        nip,
        city,
        street,
        buildingNumber,
        zipCode,
        email,
        phoneNumber,
        description,
        isActive: i !== 3,
        createdAt: daysAgo(35 - i * 3),
        modifiedAt: daysAgo(35 - i * 3),
      }),
    ),
  );
  const categories = await db
    .insert(productCategories)
    .values(
      categoryNames.map((name, i) => ({
        accountId,
        name,
        createdAt: daysAgo(60 - i),
        modifiedAt: daysAgo(60 - i),
      })),
    )
    .returning({ id: productCategories.id, name: productCategories.name });
  await db.insert(gpsrCompanies).values(
    gpsrCompanyRows.map(([name, type, nip, city, street, buildingNumber, zipCode, email, phoneNumber]) => ({
      accountId,
      name,
      type,
      nip,
      city,
      street,
      buildingNumber,
      zipCode,
      email,
      phoneNumber,
    })),
  );
  await db.insert(gpsrContacts).values(
    gpsrContactRows.map(([firstName, lastName, role, email, phoneNumber]) => ({
      accountId,
      firstName,
      lastName,
      role,
      email,
      phoneNumber,
    })),
  );
  return new Map(categories.map((category) => [category.name, category.id]));
}
