import { dpdMessages } from '@zaplecze/contract/dpd/dpd';
import type { Order } from '@zaplecze/contract/orders/orders';
import { validationFailed } from '../../errors';
import type { DpdAddress } from './client';
import type { ConnectionRow } from './connection';

/** The receiver from the order's delivery address and phone (refused in Polish, naming the field), the sender from the connection. */
export function receiverOf(order: Order): DpdAddress {
  const address = order.deliveryAddress;
  const street = [address?.street, [address?.buildingNumber, address?.flatNumber].filter(Boolean).join('/')]
    .filter(Boolean)
    .join(' ')
    .trim();
  const zipCode = address?.zipCode?.trim() ?? '';
  const city = address?.city?.trim() ?? '';
  if (!address || (!street && !zipCode && !city))
    throw validationFailed({ deliveryAddress: dpdMessages.noAddress }, dpdMessages.noAddress);
  // A partial address names what is missing, so a bulk run's result says what to fix.
  const missing = Object.entries({
    street: [street, 'ulicy i numeru'],
    zipCode: [zipCode, 'kodu pocztowego'],
    city: [city, 'miejscowości'],
  }).filter(([, [value]]) => !value);
  if (missing.length > 0) {
    const message = dpdMessages.addressMissing(missing.map(([, [, name]]) => name).join(', '));
    throw validationFailed(
      Object.fromEntries(missing.map(([field]) => [`deliveryAddress.${field}`, message])),
      message,
    );
  }
  if (address.country.toUpperCase() !== 'PL')
    throw validationFailed({ deliveryAddress: dpdMessages.notPoland }, dpdMessages.notPoland);
  if (!order.phoneNumber?.trim())
    throw validationFailed({ phoneNumber: dpdMessages.noPhone }, dpdMessages.noPhone);
  const person = [address.name, address.surname].filter(Boolean).join(' ').trim();
  return {
    name: person || null,
    company: address.companyName?.trim() || null,
    address: street,
    city,
    postalCode: zipCode,
    countryCode: 'PL',
    phone: order.phoneNumber.trim(),
    email: order.email,
  };
}

export function senderOf(row: ConnectionRow): DpdAddress {
  return {
    name: row.senderName,
    company: row.senderCompany,
    address: row.senderAddress,
    city: row.senderCity,
    postalCode: row.senderPostalCode,
    countryCode: 'PL',
    phone: row.senderPhone,
    email: row.senderEmail,
    fid: row.fid,
  };
}
