import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  producerFields,
  producerMessages,
  type Producer,
  type ProducerList,
  type producerListQuery,
  type upsertProducerBody,
} from '@zaplecze/contract/producers';
import type { Db } from '../../db/client';
import { producers } from '../../db/schema/index';
import { likePattern } from '../../lib/dictionary/repository';
import { auditRecorder } from '../audit/service';
import {
  createDictionary,
  timestampsOf,
  type Actor,
  type ReferenceCheck,
} from '../../lib/dictionary/service';

type Row = typeof producers.$inferSelect;
type Body = z.output<typeof upsertProducerBody>;
type Values = Omit<Body, 'id' | 'version'>;

const valuesOf = ({ id: _id, version: _version, ...values }: Body): Values => values;

const audited = (row: Row): Values => ({
  name: row.name,
  countryCode: row.countryCode,
  street: row.street,
  postalCode: row.postalCode,
  city: row.city,
  email: row.email,
  phoneNumber: row.phoneNumber,
  formUrl: row.formUrl,
});

const dictionary = createDictionary<Row, Values, Producer>({
  audit: auditRecorder,
  store: {
    table: producers,
    id: producers.id,
    accountId: producers.accountId,
    version: producers.version,
    sorts: { name: sql`lower(${producers.name})`, created: producers.createdAt },
    search: (text) => sql`${producers.name} ilike ${likePattern(text)}`,
  },
  target: 'producer',
  notFoundMessage: producerMessages.notFound,
  label: (row) => row.name,
  toResponse: (row) => ({ id: row.id, ...audited(row), ...timestampsOf(row) }),
  audited,
  byName: {
    column: producers.name,
    name: producerFields.name,
    // An entry named in a file has no address yet: the owner fills it in on the producer's form.
    valuesOf: (name) => ({
      name,
      countryCode: 'PL',
      street: '',
      postalCode: '',
      city: '',
      email: '',
      phoneNumber: '',
      formUrl: '',
    }),
  },
  unique: [
    {
      field: 'name',
      matches: (values) => sql`lower(${producers.name}) = lower(${values.name})`,
      message: producerMessages.nameTaken,
    },
  ],
});

export async function listProducers(
  db: Db,
  accountId: string,
  query: z.output<typeof producerListQuery>,
): Promise<ProducerList> {
  const { data, count } = await dictionary.list(db, accountId, query);
  return { data, count, page: query.page, limit: query.limit };
}

export const getProducer = dictionary.get;

/** `id` null creates; otherwise updates the record read at `version` (409 when stale). */
export function upsertProducer(db: Db, actor: Actor, body: Body): Promise<Producer> {
  return body.id === null
    ? dictionary.create(db, actor, valuesOf(body))
    : dictionary.update(db, actor, body.id, body.version, valuesOf(body));
}

export const deleteProducer = dictionary.remove;

/** Products (and anything else storing producer ids) refuse the deletion of a producer in use. */
export function registerProducerReferenceCheck(check: ReferenceCheck): () => void {
  return dictionary.registerReferenceCheck(check);
}

/** Name-only producers for the product import, inside its transaction, with the form's name rule and the audit. */
export const producerNameProblem = dictionary.nameProblem;
export const findProducersByNames = dictionary.findByNames;
export const findOrCreateProducersByNames = dictionary.findOrCreateByNames;
export const removeUnusedProducers = dictionary.removeUnused;
