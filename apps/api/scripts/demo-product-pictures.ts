import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { demoPictures, type DemoPicture } from '../src/seed/product-catalogue';
import { apiRoot } from '../src/paths';

/**
 * Draws the demo products' placeholder pictures once (coloured background, a simple shape, a
 * Polish label) into apps/web/public/demo-products/, where they are committed; the web build
 * copies them and the API serves them with the built web app. Run: npx tsx scripts/demo-product-pictures.ts
 */
const looks: Record<DemoPicture, { label: string; background: string; shape: string }> = {
  smartfon: {
    label: 'Smartfon',
    background: '#dbe4ff',
    shape:
      '<rect x="120" y="60" width="80" height="150" rx="14" fill="#364fc7"/><rect x="128" y="74" width="64" height="112" fill="#edf2ff"/>',
  },
  telewizor: {
    label: 'Telewizor',
    background: '#d3f9d8',
    shape:
      '<rect x="60" y="70" width="200" height="120" rx="8" fill="#2b8a3e"/><rect x="70" y="80" width="180" height="100" fill="#ebfbee"/><rect x="140" y="190" width="40" height="20" fill="#2b8a3e"/>',
  },
  agd: {
    label: 'AGD',
    background: '#e3fafc',
    shape:
      '<rect x="100" y="50" width="120" height="160" rx="10" fill="#0b7285"/><circle cx="160" cy="140" r="42" fill="#e3fafc"/><circle cx="160" cy="140" r="28" fill="#66d9e8"/>',
  },
  meble: {
    label: 'Meble',
    background: '#fff4e6',
    shape:
      '<rect x="70" y="80" width="180" height="100" rx="6" fill="#d9480f"/><rect x="80" y="92" width="160" height="36" fill="#ffe8cc"/><rect x="80" y="134" width="160" height="36" fill="#ffe8cc"/><rect x="80" y="180" width="14" height="30" fill="#d9480f"/><rect x="226" y="180" width="14" height="30" fill="#d9480f"/>',
  },
  slodycze: {
    label: 'Słodycze',
    background: '#fff0f6',
    shape:
      '<circle cx="160" cy="130" r="60" fill="#c2255c"/><polygon points="100,130 60,100 60,160" fill="#f783ac"/><polygon points="220,130 260,100 260,160" fill="#f783ac"/>',
  },
  szklo: {
    label: 'Szkło i porcelana',
    background: '#f3f0ff',
    shape:
      '<path d="M120 60 H200 L190 140 Q160 170 130 140 Z" fill="#7048e8"/><rect x="155" y="150" width="10" height="45" fill="#7048e8"/><rect x="125" y="195" width="70" height="10" rx="5" fill="#7048e8"/>',
  },
  kosmetyki: {
    label: 'Kosmetyki',
    background: '#fff5f5',
    shape:
      '<rect x="135" y="100" width="50" height="110" rx="8" fill="#e03131"/><rect x="145" y="60" width="30" height="45" rx="6" fill="#ffa8a8"/>',
  },
  odziez: {
    label: 'Odzież',
    background: '#e7f5ff',
    shape:
      '<path d="M110 60 L70 90 L90 125 L110 112 V210 H210 V112 L230 125 L250 90 L210 60 Q160 90 110 60 Z" fill="#1971c2"/>',
  },
  obuwie: {
    label: 'Obuwie i sport',
    background: '#f4fce3',
    shape:
      '<path d="M70 170 V120 Q100 120 120 100 L150 130 Q200 140 250 150 Q260 170 250 185 H70 Z" fill="#5c940d"/>',
  },
  narzedzia: {
    label: 'Narzędzia',
    background: '#fff9db',
    shape:
      '<rect x="80" y="90" width="130" height="50" rx="10" fill="#e67700"/><rect x="210" y="105" width="50" height="18" fill="#868e96"/><rect x="110" y="140" width="40" height="70" rx="8" fill="#e67700"/>',
  },
  dom: {
    label: 'Dom i ogród',
    background: '#ebfbee',
    shape:
      '<polygon points="160,55 70,130 250,130" fill="#2f9e44"/><rect x="95" y="130" width="130" height="80" fill="#2f9e44"/><rect x="145" y="160" width="30" height="50" fill="#ebfbee"/>',
  },
  zabawki: {
    label: 'Zabawki i książki',
    background: '#fff3bf',
    shape:
      '<rect x="80" y="120" width="70" height="70" rx="6" fill="#f08c00"/><rect x="170" y="120" width="70" height="70" rx="6" fill="#1c7ed6"/><rect x="125" y="55" width="70" height="70" rx="6" fill="#e03131"/>',
  },
};

const target = path.resolve(apiRoot, '../web/public/demo-products');
mkdirSync(target, { recursive: true });
for (const name of demoPictures) {
  const look = looks[name];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320">
    <rect width="320" height="320" fill="${look.background}"/>${look.shape}
    <text x="160" y="270" font-family="DejaVu Sans" font-size="26" font-weight="bold" text-anchor="middle" fill="#212529">${look.label}</text>
  </svg>`;
  const file = path.join(target, `${name}.webp`);
  const info = await sharp(Buffer.from(svg)).webp({ quality: 72 }).toFile(file);
  console.info(`${file} ${info.size} B`);
}
