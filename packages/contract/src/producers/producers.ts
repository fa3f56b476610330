import { z } from 'zod';
import {
  countryCodeField,
  emailText,
  requiredText,
  searchField,
  sortField,
  timestamps,
  upsertKeys,
  urlText,
} from '../products/product-dictionaries';
import { pageQuery } from '../common/pagination';

/** Producers (manufacturers) of spec 002 §3, §5: every field is required, each with its own message. */
export const producerMessages = {
  nameRequired: 'Nazwa producenta jest wymagana',
  countryRequired: 'Kod kraju jest wymagany',
  streetRequired: 'Ulica jest wymagana',
  postalCodeRequired: 'Kod pocztowy jest wymagany',
  cityRequired: 'Miasto jest wymagane',
  emailRequired: 'Email jest wymagany',
  phoneRequired: 'Numer telefonu jest wymagany',
  formUrlRequired: 'URL formularza jest wymagany',
  nameTaken: 'Producent o tej nazwie już istnieje',
  notFound: 'Nie znaleziono producenta.',
} as const;

export const producerLimits = {
  name: 256,
  street: 64,
  postalCode: 10,
  city: 64,
  email: 128,
  phoneNumber: 16,
  formUrl: 512,
} as const;

export const producerFields = {
  name: requiredText(producerLimits.name, producerMessages.nameRequired),
  countryCode: countryCodeField(producerMessages.countryRequired),
  street: requiredText(producerLimits.street, producerMessages.streetRequired),
  postalCode: requiredText(producerLimits.postalCode, producerMessages.postalCodeRequired),
  city: requiredText(producerLimits.city, producerMessages.cityRequired),
  email: emailText(producerLimits.email, producerMessages.emailRequired),
  phoneNumber: requiredText(producerLimits.phoneNumber, producerMessages.phoneRequired),
  formUrl: urlText(producerLimits.formUrl, producerMessages.formUrlRequired),
};

export const producerForm = z.object(producerFields);
export type ProducerForm = z.input<typeof producerForm>;

export const upsertProducerBody = z
  .object({ ...upsertKeys, ...producerFields })
  .meta({ id: 'UpsertProducer' });
export type UpsertProducerBody = z.input<typeof upsertProducerBody>;

export const producerSortKeys = ['name', 'created'] as const;
export const producerListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(20),
  sort: sortField(producerSortKeys, 'name'),
  search: searchField,
});
export type ProducerListQuery = z.input<typeof producerListQuery>;

export const producerResponse = z
  .object({
    id: z.uuid(),
    name: z.string(),
    countryCode: z.string(),
    street: z.string(),
    postalCode: z.string(),
    city: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    formUrl: z.string(),
    ...timestamps,
  })
  .meta({ id: 'Producer' });
export type Producer = z.infer<typeof producerResponse>;

export const producerListResponse = z
  .object({
    data: z.array(producerResponse),
    count: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  })
  .meta({ id: 'ProducerList' });
export type ProducerList = z.infer<typeof producerListResponse>;
