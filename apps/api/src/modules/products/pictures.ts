import { randomBytes } from 'node:crypto';
import {
  productCoreMessages as messages,
  productPictureLimits,
} from '@zaplecze/contract/products/product-core';
import { AppError } from '../../errors';
import type { FileStorage, StoredFile } from '../../lib/storage/index';
import { sniffImageType } from '../users/service';

/**
 * Product pictures are kept under the storage key `products/<accountId>/<128 random bits>.webp` and
 * are served without a session at `/api/files/products/…`: an <img> on the editor, a shop feed
 * or a PDF cannot send the bearer token, so the unguessable name is the key (as with shared
 * links of cloud drives). The account id in the path keeps one company's files apart.
 */
export const pictureUrlPrefix = '/api/files/products/';
export const pictureFileName = /^[a-f0-9]{32}\.webp$/;

const accountPattern = /^[0-9a-f-]{36}$/;
/** The storage key of a picture; the folder of an account's pictures is `products/<accountId>/`. */
export const productPictureKey = (accountId: string, name: string) => `products/${accountId}/${name}`;

const maxInputPixels = 40_000_000;

/** Decodes and re-encodes (as WebP, orientation applied, metadata dropped, ≤ 2000 px a side). */
async function reencode(bytes: Buffer): Promise<Buffer> {
  try {
    // Loaded on first use, not at the server's start (sharp holds ~24 MB resident).
    const { default: sharp } = await import('sharp');
    return await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize(productPictureLimits.maxSide, productPictureLimits.maxSide, {
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION_FAILED', messages.pictureCorrupt, { file: messages.pictureCorrupt });
  }
}

/** Stores an uploaded picture; the type is proven by its bytes, not by what the client said. */
export async function saveProductPicture(
  storage: FileStorage,
  accountId: string,
  bytes: Buffer,
): Promise<{ url: string; description: string }> {
  if (bytes.length > productPictureLimits.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', messages.pictureTooLarge, { file: messages.pictureTooLarge });
  if (!sniffImageType(bytes))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.pictureType, { file: messages.pictureType });
  const encoded = await reencode(bytes);
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await storage.put(productPictureKey(accountId, name), encoded, {
    contentType: 'image/webp',
    size: encoded.length,
  });
  return { url: `${pictureUrlPrefix}${accountId}/${name}`, description: '' };
}

/** A stored picture as a stream, or null; the name is checked so no key leaves the account's folder. */
export async function readProductPicture(
  storage: FileStorage,
  accountId: string,
  name: string,
): Promise<StoredFile | null> {
  if (!pictureFileName.test(name) || !accountPattern.test(accountId)) return null;
  return storage.get(productPictureKey(accountId, name));
}

/**
 * A picture URL of this app for `accountId` → its bytes (for the PDF card); null for others. A
 * stored picture is a re-encoded WebP of at most 2000 px a side, so reading it whole is bounded.
 */
export async function readLocalPicture(
  storage: FileStorage,
  accountId: string,
  url: string,
): Promise<Buffer | null> {
  if (!url.startsWith(`${pictureUrlPrefix}${accountId}/`)) return null;
  const file = await readProductPicture(
    storage,
    accountId,
    url.slice(`${pictureUrlPrefix}${accountId}/`.length),
  );
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
