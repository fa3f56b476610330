import type { FastifyInstance } from 'fastify';
import { hasForbiddenCharacters, textMessages } from '@zaplecze/contract/common/text';
import { validationFailed } from '../errors';

type Found = { path: string } | null;

/**
 * The first string (value or object key) holding a character no text column or JSON can store,
 * with its dotted path. Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findForbiddenText(root: unknown, rootPath = ''): Found {
  const pending: [unknown, string][] = [[root, rootPath]];
  while (pending.length > 0) {
    const [value, path] = pending.pop()!;
    if (typeof value === 'string') {
      if (hasForbiddenCharacters(value)) return { path };
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, join(path, String(index))]));
    } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = join(path, key);
        if (hasForbiddenCharacters(key)) return { path: itemPath };
        pending.push([item, itemPath]);
      }
    }
  }
  return null;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/**
 * Every route, with or without a contract schema, refuses NUL and lone surrogates in its path
 * parameters, query and body with 400 naming the field, before validation and before any SQL.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findForbiddenText(value);
      if (found) throw validationFailed({ [found.path || part]: textMessages.forbiddenCharacters });
    }
  });
}
