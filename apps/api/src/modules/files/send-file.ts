import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** `attachment; filename="faktura.pdf"; filename*=UTF-8''faktura.pdf` with the name made header-safe. */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams a stored file. Only re-encoded images may be shown inline; everything else is an
 * attachment. `nosniff` and a sandboxing CSP keep a browser from running what a file holds.
 */
export function sendFile(
  reply: FastifyReply,
  file: { name: string; contentType: string; size: number; stream: Readable; inline: boolean; cache: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('content-disposition', contentDisposition(file.inline ? 'inline' : 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', file.cache)
    .send(file.stream);
}
