import { apiKeyMessages, rotationOverlapHours } from '@zaplecze/contract/api-keys/api-keys';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { missingPermissionMessage } from '@zaplecze/contract/roles/permissions';
import type { KeyOperation } from './auth';

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, Json>; description?: string };

const methods = ['get', 'put', 'post', 'patch', 'delete'] as const;

const keyAuthDescription = [
  'Klucz API (`zk_live_…`) z Integracje → API, wysyłany jako `Authorization: Bearer zk_live_…`.',
  'Klucz działa w imieniu swojego konta z uprawnieniami wybranymi przy jego tworzeniu; każda operacja',
  'podaje uprawnienie, którego wymaga (`x-permission`). Brak uprawnienia: 403; nieznany, wygasły lub',
  `unieważniony klucz: 401. Po rotacji poprzedni sekret działa jeszcze ${rotationOverlapHours} h.`,
  'Zmiany wykonane kluczem historia konta podpisuje „Integracja: <nazwa klucza>”.',
].join(' ');

const errorExample = (code: string, message: string, fields?: Record<string, string>) => ({
  value: { error: fields ? { code, message, fields } : { code, message } },
});

/** Examples of the one error shape, per status the operations answer with. */
const errorExamples: Record<string, Json> = {
  '400': errorExample('VALIDATION_FAILED', genericMessages.validation, { name: 'Podaj nazwę' }),
  '401': errorExample('UNAUTHENTICATED', apiKeyMessages.keyInvalid),
  '402': errorExample('PAYMENT_REQUIRED', 'Konto jest w trybie tylko do odczytu.'),
  '403': errorExample('FORBIDDEN', missingPermissionMessage('pim.edit')),
  '404': errorExample('NOT_FOUND', genericMessages.notFound),
  '409': errorExample('VERSION_CONFLICT', genericMessages.versionConflict),
};

/** `/api/orders/:id` as OpenAPI writes it: `/api/orders/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/**
 * The document integrators read (`/api/public/openapi.json`, rendered at `/api/docs`): the full
 * document cut down to the operations an API key may call (the permission-guarded ones), each
 * naming its permission, with the key as the security scheme and examples of the error shape.
 * Session, account-administration and public routes are left out.
 */
export function publicOpenApi(full: Json, operations: readonly KeyOperation[]): Json {
  const permissionOf = new Map(
    operations.map((op) => [`${op.method.toLowerCase()} ${openApiPath(op.url)}`, op.permission]),
  );
  const paths: Record<string, Json> = {};
  for (const [path, item] of Object.entries((full.paths ?? {}) as Record<string, Json>)) {
    const kept: Json = {};
    for (const method of methods) {
      const operation = item[method] as Operation | undefined;
      const permission = permissionOf.get(`${method} ${path}`);
      if (!operation || !permission) continue;
      kept[method] = withKeyAuth(operation, method, path, permission);
    }
    if (Object.keys(kept).length) paths[path] = kept;
  }
  const components = (full.components ?? {}) as Json;
  return {
    ...full,
    info: {
      ...(full.info as Json),
      title: 'Zaplecze — publiczne API',
      description: `Operacje dostępne dla integracji. ${keyAuthDescription}`,
    },
    paths,
    components: {
      ...components,
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'zk_live_…',
          description: keyAuthDescription,
        },
      },
    },
    security: [{ apiKey: [] }],
  };
}

function withKeyAuth(operation: Operation, method: string, path: string, permission: string): Operation {
  const responses: Record<string, Json> = {};
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    const example = errorExamples[status];
    const content = response.content as Record<string, Json> | undefined;
    const json = content?.['application/json'];
    responses[status] =
      example && json
        ? {
            ...response,
            content: { ...content, 'application/json': { ...json, examples: { error: example } } },
          }
        : response;
  }
  const example = `curl -X ${method.toUpperCase()} https://twoja-domena${path} -H "Authorization: Bearer zk_live_…"`;
  return {
    ...operation,
    description: [operation.description, `Wymagane uprawnienie klucza: \`${permission}\`.`]
      .filter(Boolean)
      .join('\n\n'),
    security: [{ apiKey: [] }],
    'x-permission': permission,
    'x-codeSamples': [{ lang: 'Shell', label: 'curl', source: example }],
    responses,
  };
}
