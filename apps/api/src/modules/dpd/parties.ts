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
  if (!address || !street || !address.zipCode?.trim() || !address.city?.trim())
    throw validationFailed({ deliveryAddress: dpdMessages.noAddress }, dpdMessages.noAddress);
  if (address.country.toUpperCase() !== 'PL')
    throw validationFailed({ deliveryAddress: dpdMessages.notPoland }, dpdMessages.notPoland);
  if (!order.phoneNumber?.trim())
    throw validationFailed({ phoneNumber: dpdMessages.noPhone }, dpdMessages.noPhone);
  const person = [address.name, address.surname].filter(Boolean).join(' ').trim();
  return {
    name: person || null,
    company: address.companyName?.trim() || null,
    address: street,
    city: address.city.trim(),
    postalCode: address.zipCode.trim(),
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
