import type { FileKind } from '@zaplecze/contract/files/files';

export interface SniffedType {
  contentType: string;
  kind: FileKind;
  /** The extension of the storage key (never taken from the upload's name). */
  extension: string;
  /** Images are decoded and encoded again before they are stored. */
  reencode: boolean;
}

const image = (contentType: string, extension: string): SniffedType => ({
  contentType,
  kind: 'image',
  extension,
  reencode: true,
});
const stored = (contentType: string, kind: FileKind, extension: string): SniffedType => ({
  contentType,
  kind,
  extension,
  reencode: false,
});

const ooxml = {
  word: stored('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document', 'docx'),
  xl: stored('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'spreadsheet', 'xlsx'),
  ppt: stored(
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'presentation',
    'pptx',
  ),
};
const odf: Record<string, SniffedType> = {
  'application/vnd.oasis.opendocument.text': stored(
    'application/vnd.oasis.opendocument.text',
    'document',
    'odt',
  ),
  'application/vnd.oasis.opendocument.spreadsheet': stored(
    'application/vnd.oasis.opendocument.spreadsheet',
    'spreadsheet',
    'ods',
  ),
};
/** The old binary Office formats share one container (OLE2); the upload's extension picks among them only. */
const ole: Record<string, SniffedType> = {
  doc: stored('application/msword', 'document', 'doc'),
  xls: stored('application/vnd.ms-excel', 'spreadsheet', 'xls'),
  ppt: stored('application/vnd.ms-powerpoint', 'presentation', 'ppt'),
};

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** The names of the entries whose local headers lie in `head` (a ZIP file's first bytes). */
function zipEntryNames(head: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 30 <= head.length && head.readUInt32LE(offset) === 0x04034b50) {
    const compressed = head.readUInt32LE(offset + 18);
    const nameLength = head.readUInt16LE(offset + 26);
    const extraLength = head.readUInt16LE(offset + 28);
    names.push(head.subarray(offset + 30, offset + 30 + nameLength).toString('latin1'));
    const flags = head.readUInt16LE(offset + 6);
    // A streamed entry (bit 3) does not say its size up front: stop reading headers there.
    if (flags & 0x08) break;
    offset += 30 + nameLength + extraLength + compressed;
  }
  return names;
}

function sniffZip(head: Buffer): SniffedType | null {
  const names = zipEntryNames(head);
  if (names[0] === 'mimetype') {
    const type = head
      .subarray(38, 38 + 60)
      .toString('latin1')
      .match(/^application\/[a-z.-]+/)?.[0];
    return type ? (odf[type] ?? null) : null;
  }
  for (const name of names) {
    if (name.startsWith('word/')) return ooxml.word;
    if (name.startsWith('xl/')) return ooxml.xl;
    if (name.startsWith('ppt/')) return ooxml.ppt;
  }
  return null;
}

/** Text: valid UTF-8 without NUL or control characters other than tab, CR and LF. */
function isPlainText(head: Buffer, complete: boolean): boolean {
  // A multi-byte character may be cut at the end of the head; judge the text before it.
  const sample = complete ? head : head.subarray(0, Math.max(0, head.length - 4));
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(sample.toString('latin1'))) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
    return true;
  } catch {
    return false;
  }
}

/**
 * The type the first bytes of an upload prove (`head`: up to the first 64 KB; `complete` when that
 * is the whole file). The name's extension only chooses among the old Office formats, which share
 * a container, and between CSV and TXT for text; it never makes a file one of the allowed types.
 */
export function sniffFileType(head: Buffer, uploadName: string, complete: boolean): SniffedType | null {
  const extension = /\.([A-Za-z0-9]{1,8})$/.exec(uploadName)?.[1]?.toLowerCase() ?? '';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return image('image/png', 'png');
  if (startsWith(head, [0xff, 0xd8, 0xff])) return image('image/jpeg', 'jpg');
  if (head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP')
    return image('image/webp', 'webp');
  if (/^GIF8[79]a/.test(head.subarray(0, 6).toString('latin1'))) return image('image/gif', 'gif');
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return stored('application/pdf', 'pdf', 'pdf');
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return sniffZip(head);
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return ole[extension] ?? null;
  if ((extension === 'csv' || extension === 'txt') && head.length > 0 && isPlainText(head, complete)) {
    return extension === 'csv'
      ? stored('text/csv; charset=utf-8', 'text', 'csv')
      : stored('text/plain; charset=utf-8', 'text', 'txt');
  }
  return null;
}
