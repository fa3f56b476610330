import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { AvatarType } from '@zaplecze/contract/users/users';
import { isValidKey, type FileStorage } from '../../lib/storage/index';

const extensions: Record<AvatarType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** The image type the first bytes prove, whatever the client claimed; null for anything else. */
export function sniffImageType(bytes: Buffer): AvatarType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** Avatars are kept under `avatars/<file name>`; names are generated here, never taken from the upload. */
const avatarKey = (fileName: string) => `avatars/${fileName}`;

export async function writeAvatarFile(
  storage: FileStorage,
  userId: string,
  type: AvatarType,
  bytes: Buffer,
): Promise<string> {
  const fileName = `${userId}-${randomBytes(6).toString('hex')}.${extensions[type]}`;
  await storage.put(avatarKey(fileName), bytes, { contentType: type, size: bytes.length });
  return fileName;
}

export async function readAvatarFile(
  storage: FileStorage,
  fileName: string,
): Promise<{ stream: Readable; size: number; type: string } | null> {
  if (!isValidKey(avatarKey(fileName))) return null;
  const file = await storage.get(avatarKey(fileName));
  return file && { stream: file.stream, size: file.size, type: file.contentType };
}

export async function removeAvatarFile(storage: FileStorage, fileName: string): Promise<void> {
  if (isValidKey(avatarKey(fileName))) await storage.delete(avatarKey(fileName));
}
