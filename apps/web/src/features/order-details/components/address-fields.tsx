import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n';
import { CardCountryField, CardTextField, FieldRow } from './card-fields';

interface AddressFieldsProps<V extends FieldValues> {
  form: UseFormReturn<V>;
  /** Required fields get an asterisk; the schema decides. */
  required?: readonly string[];
  /** The pickup point has no company and person but a point name and id instead. */
  pickup?: boolean;
}

/** The address inputs shared by the billing, delivery and pickup cards. */
export function AddressFields<V extends FieldValues>({ form, required = [], pickup }: AddressFieldsProps<V>) {
  const { t } = useTranslation();
  const field = (name: string, labelKey: string) => (
    <CardTextField
      form={form}
      name={name as Path<V>}
      label={t(`orderDetails.fields.${labelKey}`)}
      required={required.includes(name)}
    />
  );
  return (
    <>
      {pickup ? (
        <FieldRow>
          {field('name', 'pickupName')}
          {field('externalId', 'pickupPointId')}
        </FieldRow>
      ) : (
        <>
          {field('companyName', 'companyName')}
          <FieldRow>
            {field('name', 'name')}
            {field('surname', 'surname')}
          </FieldRow>
        </>
      )}
      {field('street', 'street')}
      <FieldRow>
        {field('buildingNumber', 'buildingNumber')}
        {field('flatNumber', 'flatNumber')}
      </FieldRow>
      <FieldRow>
        {field('zipCode', 'zipCode')}
        {field('city', 'city')}
      </FieldRow>
      <CardCountryField
        form={form}
        name={'country' as Path<V>}
        label={t('orderDetails.fields.country')}
        required={required.includes('country')}
      />
    </>
  );
}
