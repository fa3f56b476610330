import { isValidNip } from '@zaplecze/contract/accounts/accounts';
import { nipCheckMessages, type NipCheck } from '@zaplecze/contract/common/nip-check';
import { normalizeTaxNumber } from '@zaplecze/contract/products/product-dictionaries';
import type { Db } from '../../db/client';
import { getInvoiceData } from '../accounts/service';
import { gpsrCompanyNamesWithNip } from '../gpsr/service';
import { supplierNamesWithNip } from '../suppliers/service';
import type { NipRegistry } from './registry';

/**
 * 'Czy aktywny?' / 'Pobierz z GUS': the checksum, the account's own records under the NIP, and the
 * registry's answer. An invalid or foreign number is never sent to the registry.
 */
export async function checkNip(
  db: Db,
  registry: NipRegistry,
  accountId: string,
  input: { nip: string; countryCode: string },
): Promise<NipCheck> {
  const nip = normalizeTaxNumber(input.nip, input.countryCode);
  const polish = input.countryCode === 'PL';
  const checksumValid = polish && isValidNip(nip);
  const [invoice, supplierNames, companyNames] = await Promise.all([
    getInvoiceData(db, accountId),
    supplierNamesWithNip(db, accountId, nip),
    gpsrCompanyNamesWithNip(db, accountId, nip),
  ]);
  const known = [
    ...(invoice && invoice.vatId.replaceAll('-', '') === nip
      ? [{ source: 'account' as const, name: invoice.companyName }]
      : []),
    ...supplierNames.map((name) => ({ source: 'supplier' as const, name })),
    ...companyNames.map((name) => ({ source: 'gpsrCompany' as const, name })),
  ];
  if (!checksumValid) {
    const message = polish ? nipCheckMessages.checksumInvalid : nipCheckMessages.foreign;
    return {
      nip,
      checksumValid,
      known,
      registry: { status: 'unavailable', message, source: null, company: null },
    };
  }
  const answer = await registry.lookup(nip);
  if (answer.status === 'unavailable') {
    return {
      nip,
      checksumValid,
      known,
      registry: { status: 'unavailable', message: nipCheckMessages.unavailable, source: null, company: null },
    };
  }
  return {
    nip,
    checksumValid,
    known,
    registry: {
      status: answer.status,
      message: nipCheckMessages[answer.status],
      source: answer.source,
      company: answer.status === 'notFound' ? null : answer.company,
    },
  };
}
