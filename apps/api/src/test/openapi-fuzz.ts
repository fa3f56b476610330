import { describe, expect, it } from 'vitest';
import { createAccount, createUser, type TestUser } from './auth-helpers';
import {
  encodeText,
  fieldPaths,
  hostileTexts,
  hostileValues,
  loneSurrogate,
  nul,
  plausible,
  resolve,
  withValue,
  type JsonSchema,
  type OpenApiDocument,
  type OpenApiOperation,
} from './fuzz-values';
import { useTestApp } from './test-app';

interface Attempt {
  method: string;
  url: string;
  /** A JSON body built from the operation's current base body, or a raw payload. */
  body?: (base: unknown) => unknown;
  payload?: string | Buffer;
  contentType?: string;
  what: string;
}

const jsonType = 'application/json';

/** Whole-body attacks for every operation that takes a body. */
const bodyAttacks: { what: string; payload: string | Buffer; contentType: string }[] = [
  { what: 'invalid JSON', payload: '{"name": "a', contentType: jsonType },
  { what: 'empty JSON', payload: '', contentType: jsonType },
  { what: 'JSON null', payload: 'null', contentType: jsonType },
  { what: 'JSON array', payload: '[1,2]', contentType: jsonType },
  { what: 'JSON text with NUL', payload: '"\\u0000"', contentType: jsonType },
  { what: 'deep nesting', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, contentType: jsonType },
  {
    what: 'prototype keys',
    payload: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}',
    contentType: jsonType,
  },
  { what: 'over the body limit', payload: `{"a":"${'x'.repeat(1_100_000)}"}`, contentType: jsonType },
  { what: 'text/plain', payload: 'name=abc', contentType: 'text/plain' },
  { what: 'form encoded', payload: 'name=%00', contentType: 'application/x-www-form-urlencoded' },
  { what: 'multipart without boundary', payload: '--x\r\n\r\nabc', contentType: 'multipart/form-data' },
  { what: 'XML', payload: '<a>&xxe;</a>', contentType: 'application/xml' },
];

/**
 * Walks every operation of the app's own OpenAPI document (so routes added later are covered
 * without touching this file) as the administrator of a fresh account, with real ids in paths,
 * and sends malformed and hostile values for each parameter and body field. Nothing may answer 5xx.
 */
export function describeOperationFuzz(shard: number, shards: number) {
  describe(`every operation of the OpenAPI document (part ${shard + 1} of ${shards})`, () => {
    // Configured, so the webhook checks what it is sent rather than answering 503 (not set up).
    const ctx = useTestApp({ stripeWebhookSecret: 'whsec_fuzz' });

    it('answers hostile and malformed input without a 5xx', { timeout: 300_000 }, async () => {
      const admin = await createAccount(ctx);
      await createFixtures(admin);
      const doc = ctx.app.swagger() as unknown as OpenApiDocument;
      const operations = Object.entries(doc.paths)
        .flatMap(([path, byMethod]) =>
          Object.entries(byMethod).map(([method, operation]) => ({
            path,
            method: method.toUpperCase(),
            operation,
          })),
        )
        .sort((a, b) => riskOrder(a.path, a.method) - riskOrder(b.path, b.method));
      expect(operations.length).toBeGreaterThan(80);
      // Every part gets every n-th operation of the risk order: the parts run in parallel files, each
      // in its own fresh account, so the walk's time stays within a test's limit as routes are added.
      const mine = operations.filter((_, index) => index % shards === shard);

      const failures: string[] = [];
      let sent = 0;
      let unauthenticated = 0;
      for (const { path, method, operation } of mine) {
        const ids = await realIds(path, admin);
        const { attempts, schema } = attemptsFor(doc, path, method, operation, ids);
        let base = schema ? await currentBase(doc, schema, path, ids, admin) : undefined;
        for (const attempt of attempts) {
          const json = attempt.body ? JSON.stringify(attempt.body(base)) : undefined;
          const response = await ctx.app.inject({
            method: attempt.method as 'GET',
            url: attempt.url,
            payload: json ?? attempt.payload,
            headers: {
              ...admin.headers,
              ...(json !== undefined ? { 'content-type': jsonType } : {}),
              ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
            },
          });
          sent += 1;
          if (response.statusCode === 401) unauthenticated += 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${attempt.method} ${attempt.url.slice(0, 160)} [${attempt.what}] → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
          // Something was accepted and may have moved a version on: later attacks start from the new state.
          if (schema && response.statusCode < 300) base = await currentBase(doc, schema, path, ids, admin);
        }
      }
      console.info(`OpenAPI fuzz part ${shard + 1}/${shards}: ${mine.length} operations, ${sent} requests`);
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(1000 / shards);
      // The session must have survived the attack, or the handlers behind authentication went untested.
      expect(unauthenticated / sent).toBeLessThan(0.1);
    });

    /** Something of each kind to point path parameters at. */
    async function createFixtures(admin: TestUser) {
      const post = async (url: string, payload: object) => {
        const response = await ctx.app.inject({ method: 'POST', url, payload, headers: admin.headers });
        expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
        return response.json();
      };
      await createUser(ctx, admin.accountId, { permissions: ['oms.read'] });
      await post('/api/order-status-groups', { name: 'Fuzz' });
      await post('/api/products', { sku: 'FUZZ-1', name: 'Produkt fuzz' });
      await post('/api/roles', { name: 'Fuzz', permissions: ['oms.read'] });
      await post('/api/orders/saved-filters', {
        name: 'Fuzz',
        rootGroup: {
          operator: 'AND',
          conditions: [{ fieldId: 'source', operator: 'equals', value: 'shop' }],
          groups: [],
        },
      });
      const statuses = await ctx.app.inject({
        method: 'GET',
        url: '/api/order-statuses',
        headers: admin.headers,
      });
      const order = await post('/api/orders', {
        statusId: statuses.json().data[0].id,
        orderCountry: 'PL',
        source: 'shop',
        externalId: 'FUZZ-1',
        email: 'fuzz@example.com',
        deliveryAddress: { name: 'Anna', surname: 'Fuzz', city: 'Kraków', country: 'PL' },
        products: [{ name: 'Kubek', quantity: 1, grossPrice: '10.00', tax: 23 }],
      });
      await post(`/api/orders/${order.id}/notes`, { version: order.version, value: 'Notatka' });
    }

    /**
     * A body the operation would likely accept: the schema's plausible values overlaid with what
     * the resource (or its parent) holds now, e.g. its real `version`, so one hostile field is what fails.
     */
    async function currentBase(
      doc: OpenApiDocument,
      schema: JsonSchema,
      path: string,
      ids: Record<string, string>,
      admin: TestUser,
    ): Promise<unknown> {
      const base = plausible(doc, schema);
      const properties = resolve(doc, schema).properties;
      if (!properties || typeof base !== 'object' || base === null) return base;
      const url = path.replace(/\{(.+?)\}/g, (_, key: string) => ids[key] ?? key);
      for (const candidate of [url, url.split('/').slice(0, -1).join('/')]) {
        const response = await ctx.app.inject({ method: 'GET', url: candidate, headers: admin.headers });
        const current = response.statusCode === 200 ? (response.json() as Record<string, unknown>) : null;
        if (!current || Array.isArray(current) || Array.isArray(current.data)) continue;
        const known = Object.entries(current).filter(
          ([key, value]) =>
            key in properties &&
            value !== null &&
            typeof value === typeof (base as Record<string, unknown>)[key],
        );
        return { ...base, ...Object.fromEntries(known) };
      }
      return base;
    }

    /** A real id for each `{param}`: the first item of the collection before it, or of the parent's list of that name. */
    async function realIds(path: string, admin: TestUser): Promise<Record<string, string>> {
      const ids: Record<string, string> = {};
      const segments = path.split('/');
      for (const [index, segment] of segments.entries()) {
        const name = /^\{(.+)\}$/.exec(segment)?.[1];
        if (!name) continue;
        const fill = (parts: string[]) =>
          parts.map((part) => part.replace(/^\{(.+)\}$/, (_, key) => ids[key] ?? key)).join('/');
        const get = async (url: string) => {
          const response = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
          return response.statusCode === 200 && response.headers['content-type']?.includes('json')
            ? response.json()
            : null;
        };
        const collection = await get(fill(segments.slice(0, index)));
        const parent = index > 1 ? await get(fill(segments.slice(0, index - 1))) : null;
        const list = [collection?.data, collection, parent?.[segments[index - 1]!]].find(Array.isArray) as
          { id?: string }[] | undefined;
        ids[name] =
          list?.find((item) => typeof item?.id === 'string')?.id ?? '22222222-2222-4222-8222-222222222222';
      }
      return ids;
    }
  });
}

/** Reads before writes, deletions after them, and the caller's own session last. */
function riskOrder(path: string, method: string): number {
  if (path === '/api/auth/logout') return 3;
  if (path.startsWith('/api/auth/')) return 2;
  return method === 'DELETE' ? 1 : 0;
}

function attemptsFor(
  doc: OpenApiDocument,
  path: string,
  method: string,
  operation: OpenApiOperation,
  ids: Record<string, string>,
): { attempts: Attempt[]; schema: JsonSchema | undefined } {
  const parameters = operation.parameters ?? [];
  const pathValues = { ...ids };
  const query = Object.fromEntries(
    parameters
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, String(plausible(doc, p.schema))]),
  );
  const build = (pathOverride: Record<string, string>, queryOverride: Record<string, string>) => {
    const url = path.replace(/\{(.+?)\}/g, (_, key) =>
      encodeText({ ...pathValues, ...pathOverride }[key] ?? ''),
    );
    const search = Object.entries({ ...query, ...queryOverride })
      .map(([key, value]) => `${encodeText(key)}=${encodeText(value)}`)
      .join('&');
    return search ? `${url}?${search}` : url;
  };

  const schema = operation.requestBody?.content?.[jsonType]?.schema;
  const withBody = schema ? { body: (base: unknown) => base } : {};

  const attempts: Attempt[] = [];
  for (const parameter of parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
    for (const text of hostileTexts) {
      const url =
        parameter.in === 'path'
          ? build({ [parameter.name]: text }, {})
          : build({}, { [parameter.name]: text });
      attempts.push({ method, url, ...withBody, what: `${parameter.in} ${parameter.name}` });
    }
  }
  attempts.push({
    method,
    url: build({}, { 'x\u0000': nul, extra: loneSurrogate }),
    ...withBody,
    what: 'unknown query',
  });

  if (schema) {
    fieldPaths(plausible(doc, schema)).forEach((field, index) => {
      const values = [
        nul,
        loneSurrogate,
        hostileValues[index % hostileValues.length],
        hostileValues[(index + 7) % hostileValues.length],
      ];
      for (const value of values) {
        attempts.push({
          method,
          url: build({}, {}),
          body: (base) => withValue(base, field, value),
          what: `body ${field.join('.')}`,
        });
      }
    });
    if (resolve(doc, schema).type === 'object') {
      attempts.push({
        method,
        url: build({}, {}),
        body: (base) => ({ ...(base as object), [nul]: loneSurrogate }),
        what: 'unknown body key',
      });
    }
  }
  if (method !== 'GET' && method !== 'DELETE') {
    for (const attack of bodyAttacks) attempts.push({ method, url: build({}, {}), ...attack });
  }
  return { attempts, schema };
}
