import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AvatarType } from '@zaplecze/contract/users/users';
import type { AppConfig } from '../../config';

const extensions: Record<AvatarType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const typesByExtension = Object.fromEntries(Object.entries(extensions).map(([type, ext]) => [ext, type]));

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

function avatarFolder(config: Pick<AppConfig, 'dataDir'>): string {
  return path.join(config.dataDir, 'files', 'avatars');
}

/** Names are generated here, never taken from the upload, so a path cannot escape the folder. */
function avatarPath(config: Pick<AppConfig, 'dataDir'>, fileName: string): string {
  return path.join(avatarFolder(config), path.basename(fileName));
}

export async function writeAvatarFile(
  config: Pick<AppConfig, 'dataDir'>,
  userId: string,
  type: AvatarType,
  bytes: Buffer,
): Promise<string> {
  const fileName = `${userId}-${randomBytes(6).toString('hex')}.${extensions[type]}`;
  await mkdir(avatarFolder(config), { recursive: true });
  await writeFile(avatarPath(config, fileName), bytes, { mode: 0o640 });
  return fileName;
}

export async function readAvatarFile(
  config: Pick<AppConfig, 'dataDir'>,
  fileName: string,
): Promise<{ bytes: Buffer; type: string } | null> {
  try {
    const bytes = await readFile(avatarPath(config, fileName));
    return { bytes, type: typesByExtension[path.extname(fileName).slice(1)] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}

export async function removeAvatarFile(config: Pick<AppConfig, 'dataDir'>, fileName: string): Promise<void> {
  await rm(avatarPath(config, fileName), { force: true });
}
