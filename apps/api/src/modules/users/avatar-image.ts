import type { FormatEnum } from 'sharp';
import { avatarLimits, userMessages, type AvatarType } from '@zaplecze/contract/users/users';
import { AppError } from '../../errors';

// A 2 MB file can still claim a huge canvas; refuse it before libvips allocates it.
const maxInputPixels = 40_000_000;

const sharpFormats: Record<AvatarType, keyof FormatEnum> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/**
 * Decodes the upload and encodes a fresh image of the same type: anything that is not really a
 * picture (e.g. a PNG header followed by HTML) fails here, metadata such as GPS position is not
 * carried over, the orientation is applied and the size is capped.
 */
export async function reencodeAvatar(bytes: Buffer, type: AvatarType): Promise<Buffer> {
  try {
    // Loaded on first use, not at the server's start (sharp holds ~24 MB resident).
    const { default: sharp } = await import('sharp');
    const image = sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== sharpFormats[type]) throw new Error(`decoded as ${format ?? 'nothing'}, sniffed ${type}`);
    return await image
      .rotate()
      .resize(avatarLimits.maxSide, avatarLimits.maxSide, { fit: 'inside', withoutEnlargement: true })
      .toFormat(sharpFormats[type])
      .toBuffer();
  } catch {
    throw new AppError('VALIDATION_FAILED', userMessages.avatarCorrupt, { file: userMessages.avatarCorrupt });
  }
}
