import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useCountryName } from '../../../components/country-select/get-countries';
import { InfoList, type InfoItem } from './info-list';

interface AddressLike {
  companyName?: string;
  name: string;
  surname?: string;
  externalId?: string;
  street: string;
  buildingNumber: string;
  flatNumber: string;
  zipCode: string;
  city: string;
  country: string;
}

const joined = (parts: (string | undefined)[], separator = ' ') => parts.filter(Boolean).join(separator);

/** An address in read-only mode as it is written on a parcel, with `extra` items (document, NIP) above. */
export function AddressView({
  address,
  pickup,
  extra = [],
}: {
  address: AddressLike;
  pickup?: boolean;
  extra?: InfoItem[];
}) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  const building = joined([address.buildingNumber, address.flatNumber], '/');
  const lines = [
    pickup ? address.name : joined([address.name, address.surname]),
    pickup && address.externalId ? `${t('orderDetails.fields.pickupPointId')}: ${address.externalId}` : '',
    pickup ? '' : address.companyName,
    joined([address.street, building]),
    joined([address.zipCode, address.city]),
  ].filter(Boolean);
  return (
    <Stack gap="xs">
      {extra.length > 0 && <InfoList items={extra} />}
      <address style={{ fontStyle: 'normal' }} data-testid="address">
        {lines.length === 0 && !address.country ? (
          <Text size="sm" c="dimmed">
            {t('orderDetails.cards.noData')}
          </Text>
        ) : lines.length === 0 ? (
          // A new order holds only its country ('Niemcy'): show it rather than 'Brak danych'.
          <>
            <Text size="sm" fw={600}>
              {countryName(address.country)}
            </Text>
            <Text size="sm" c="gray.7">
              {t('orderDetails.cards.onlyCountry')}
            </Text>
          </>
        ) : (
          <>
            {lines.map((line, index) => (
              <Text key={index} size="sm" fw={index === 0 ? 600 : undefined}>
                {line}
              </Text>
            ))}
            <Text size="sm">{countryName(address.country)}</Text>
          </>
        )}
      </address>
    </Stack>
  );
}
