// Regenerates the binary fixtures (Windows-1250 CSV, XLSX): node make-fixtures.mjs
import { writeFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import ExcelJS from 'exceljs';

const excelPl =
  [
    'Kod produktu;Nazwa produktu;Opis;EAN;Cena brutto;Ilość;Waga;Producent',
    'ZAP-001;Żółta łódź „Śmiała”;"<p>Opis z <b>HTML</b>,',
    'w dwóch liniach i ""cudzysłowem""</p>";5901234123457;"1 000,00 zł";12;1,5 kg;Łódź-Pol',
    'ZAP-002;Kubek gęsi, 300 ml;Zwykły opis, z przecinkiem;5.90123E+12;19,99;3;0,3;Łódź-Pol',
    'ZAP-003;Świeca sojowa;;5901234123457.0;21,49;0;0,2;Ćma Sp. z o.o.',
    'ZAP-004;Podkładka;Bez EAN;;7,5;x;;',
  ].join('\r\n') + '\r\n';
writeFileSync('excel-pl-1250.csv', iconv.encode(excelPl, 'win1250'));

// Excel (Polish) after the EAN column was taken for numbers: scientific notation, digits lost.
const excelScientific =
  [
    'Symbol;Nazwa;EAN;Cena;Stan',
    'EX-1;Żółty parasol;3.65275E+11;89,00;7',
    'EX-2;Łyżka cedzakowa;5900000000015;12,50;30',
  ].join('\r\n') + '\r\n';
writeFileSync('excel-ean-scientific.csv', iconv.encode(excelScientific, 'win1250'));

const workbook = new ExcelJS.Workbook();
const sheet = workbook.addWorksheet('Produkty');
sheet.addRow(['SKU', 'Nazwa', 'Cena', 'Stan', 'EAN', 'Zdjęcie 1']);
sheet.addRow(['XL-1', 'Koszulka bawełniana', 49.9, 10, '5901234123457', 'https://example.com/1.jpg']);
sheet.addRow([
  'XL-2',
  { richText: [{ text: 'Bluza ' }, { text: 'z kapturem', font: { bold: true } }] },
  129,
  4,
  '',
  '',
]);
sheet.addRow(['XL-3', 'Czapka', { formula: '10*2', result: 20 }, 0, '', '']);
await workbook.xlsx.writeFile('products.xlsx');
