import { importMessages, type ImportFormat } from '@zaplecze/contract/product-import/product-import';
import { validationFailed } from '../../errors';
import { extensionMatches } from './open-table';

/** The longest address an import source may have (the product import's request body allows as many). */
export const importUrlMaxLength = 2048;

function refuse(message: string): never {
  throw validationFailed({ url: message }, message);
}

/**
 * The one check of an import source's address (products and orders), before anything is fetched:
 * not too long, a URL, http(s) — the scheme before the extension, so 'file:///etc/passwd' is refused
 * for its scheme, not for not being a CSV — and a path ending with the format's extension. A refusal
 * names the `url` field. Where the name leads is checked at each fetch, by the SSRF guard (ssrf.ts).
 */
export function checkImportUrl(address: string, format: ImportFormat): URL {
  if (address.length > importUrlMaxLength) refuse(importMessages.urlTooLong(importUrlMaxLength));
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    refuse(importMessages.urlInvalid);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') refuse(importMessages.urlProtocol);
  if (!extensionMatches(url.pathname, format)) refuse(importMessages.urlWrongFormat(format));
  return url;
}
