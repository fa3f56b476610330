/**
 * Carriers a shipment can go with and the public tracking page of each (Polish market). The
 * first six are the order filter's courier modules; Poczta Polska and Orlen Paczka are added.
 */
export const shipmentCarriers = [
  'dhl',
  'ups',
  'fedex',
  'dpd',
  'inpost',
  'gls',
  'poczta-polska',
  'orlen',
] as const;
export type ShipmentCarrier = (typeof shipmentCarriers)[number];

export const shipmentCarrierLabels: Record<ShipmentCarrier, string> = {
  dhl: 'DHL',
  ups: 'UPS',
  fedex: 'FedEx',
  dpd: 'DPD',
  inpost: 'InPost',
  gls: 'GLS',
  'poczta-polska': 'Poczta Polska',
  orlen: 'Orlen Paczka',
};

const trackingPages: Record<ShipmentCarrier, (number: string) => string> = {
  inpost: (n) => `https://inpost.pl/sledzenie-przesylek?number=${n}`,
  dpd: (n) => `https://tracktrace.dpd.com.pl/parcelDetails?typ=1&p1=${n}`,
  dhl: (n) => `https://www.dhl.com/pl-pl/home/sledzenie-przesylek.html?tracking-id=${n}`,
  gls: (n) => `https://gls-group.com/PL/pl/sledzenie-paczek?match=${n}`,
  'poczta-polska': (n) => `https://emonitoring.poczta-polska.pl/?numer=${n}`,
  ups: (n) => `https://www.ups.com/track?loc=pl_PL&tracknum=${n}`,
  fedex: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  orlen: (n) => `https://www.orlenpaczka.pl/sledz-paczke/?numer=${n}`,
};

/** The carrier's tracking page for the number, or null without a known carrier or a number. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber || !(carrier in trackingPages)) return null;
  return trackingPages[carrier as ShipmentCarrier](encodeURIComponent(trackingNumber.replace(/\s+/g, '')));
}
