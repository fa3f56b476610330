import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  productCoreMessages as messages,
  productPictureLimits,
} from '@zaplecze/contract/products/product-core';
import type { AppConfig } from '../../config';
import { AppError } from '../../errors';
import { sniffImageType } from '../users/service';

/**
 * Product pictures live under `<dataDir>/files/products/<accountId>/<128 random bits>.webp` and
 * are served without a session at `/api/files/products/…`: an <img> on the editor, a shop feed
 * or a PDF cannot send the bearer token, so the unguessable name is the key (as with shared
 * links of cloud drives). The account id in the path keeps one company's files apart.
 */
export const pictureUrlPrefix = '/api/files/products/';
export const pictureFileName = /^[a-f0-9]{32}\.webp$/;

export const productPicturesFolder = (config: Pick<AppConfig, 'dataDir'>, accountId: string) =>
  path.join(config.dataDir, 'files', 'products', accountId);

const maxInputPixels = 40_000_000;

/** Decodes and re-encodes (as WebP, orientation applied, metadata dropped, ≤ 2000 px a side). */
async function reencode(bytes: Buffer): Promise<Buffer> {
  try {
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
  config: Pick<AppConfig, 'dataDir'>,
  accountId: string,
  bytes: Buffer,
): Promise<{ url: string; description: string }> {
  if (bytes.length > productPictureLimits.maxBytes)
    throw new AppError('PAYLOAD_TOO_LARGE', messages.pictureTooLarge, { file: messages.pictureTooLarge });
  if (!sniffImageType(bytes))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.pictureType, { file: messages.pictureType });
  const encoded = await reencode(bytes);
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await mkdir(productPicturesFolder(config, accountId), { recursive: true });
  await writeFile(path.join(productPicturesFolder(config, accountId), name), encoded, { mode: 0o640 });
  return { url: `${pictureUrlPrefix}${accountId}/${name}`, description: '' };
}

/** The bytes of a stored picture, or null; the name is checked so no path leaves the folder. */
export async function readProductPicture(
  config: Pick<AppConfig, 'dataDir'>,
  accountId: string,
  name: string,
): Promise<Buffer | null> {
  if (!pictureFileName.test(name) || !/^[0-9a-f-]{36}$/.test(accountId)) return null;
  try {
    return await readFile(path.join(productPicturesFolder(config, accountId), name));
  } catch {
    return null;
  }
}

/** A picture URL of this app for `accountId` → its bytes (for the PDF card); null for others. */
export async function readLocalPicture(
  config: Pick<AppConfig, 'dataDir'>,
  accountId: string,
  url: string,
): Promise<Buffer | null> {
  if (!url.startsWith(`${pictureUrlPrefix}${accountId}/`)) return null;
  return readProductPicture(config, accountId, url.slice(`${pictureUrlPrefix}${accountId}/`.length));
}
