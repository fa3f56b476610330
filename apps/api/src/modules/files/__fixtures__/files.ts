import { multipartFile, tinyPng } from '../../../test/multipart';
import type { TestUser } from '../../../test/auth-helpers';
import type { TestContext } from '../../../test/test-app';

export { tinyPng };

/** A small PDF (the library keeps PDFs as they are, so only the signature matters). */
export const pdfBytes = (padding = 0) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
    Buffer.alloc(padding, 0x20),
    Buffer.from('\n%%EOF\n'),
  ]);

export function filesClient(ctx: TestContext, user: TestUser) {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: user.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    call,
    upload: (name: string, bytes: Buffer, folderId?: string, contentType = 'application/octet-stream') => {
      const body = multipartFile('file', name, contentType, bytes);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/files/upload${folderId ? `?folderId=${folderId}` : ''}`,
        headers: { ...user.headers, ...body.headers },
        payload: body.payload,
      });
    },
    folder: async (name: string, parentId: string | null = null) => {
      const response = await call('POST', '/api/files/folders', { name, parentId });
      if (response.statusCode !== 201) throw new Error(response.body);
      return response.json() as { id: string; version: number };
    },
  };
}
