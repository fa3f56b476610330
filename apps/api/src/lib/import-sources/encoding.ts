import { isUtf8 } from 'node:buffer';
import { createReadStream } from 'node:fs';

export type CsvEncoding = 'utf8' | 'win1250';

/** Windows-1250 bytes of the Polish letters ąćęłńóśźż ĄĆĘŁŃÓŚŹŻ. */
const polish1250 = new Uint8Array(256);
for (const byte of [
  0xb9, 0xe6, 0xea, 0xb3, 0xf1, 0xf3, 0x9c, 0x9f, 0xbf, 0xa5, 0xc6, 0xca, 0xa3, 0xd1, 0xd3, 0x8c, 0x8f, 0xaf,
])
  polish1250[byte] = 1;

/** What one streamed pass over the bytes saw: UTF-8 sequences, valid and not, and bytes that are Polish letters in Windows-1250. */
export interface EncodingEvidence {
  /** Valid UTF-8 sequences of two to four bytes. */
  utf8Sequences: number;
  /** Invalid UTF-8 sequences (a stray or truncated byte counts once). */
  invalidSequences: number;
  /** Bytes ≥ 0x80, and those that are Polish letters read as Windows-1250 (in chunks that are not valid UTF-8). */
  highBytes: number;
  polishBytes: number;
}

/** Where a UTF-8 sequence cut by the chunk's end starts (the chunk's length when none is). */
function incompleteTail(chunk: Uint8Array): number {
  for (let index = chunk.length - 1; index >= Math.max(0, chunk.length - 3); index -= 1) {
    const byte = chunk[index]!;
    if (byte < 0x80) return chunk.length;
    if (byte >= 0xc0) {
      const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
      return index + length > chunk.length ? index : chunk.length;
    }
  }
  return chunk.length;
}

/** Counts UTF-8 sequences over chunks (a sequence may span two chunks); ASCII is skipped fast. */
export class EncodingScanner {
  readonly evidence: EncodingEvidence = {
    utf8Sequences: 0,
    invalidSequences: 0,
    highBytes: 0,
    polishBytes: 0,
  };
  /** Continuation bytes still expected by the open sequence, and its lower bound for the second byte. */
  private expected = 0;
  private secondLow = 0x80;
  private secondHigh = 0xbf;
  private seen = 0;

  write(chunk: Buffer): void {
    // A sequence left open by the previous chunk is finished byte by byte first.
    let start = 0;
    while (this.expected > 0 && start < chunk.length) {
      this.scan(chunk.subarray(start, start + 1));
      start += 1;
    }
    if (start > 0) chunk = chunk.subarray(start);
    // Fast path (native): a chunk of valid UTF-8 up to a sequence cut at its end; the sequences are
    // counted as bytes minus UTF-16 units (exact for the two-byte Polish letters).
    if (this.expected === 0) {
      const cut = incompleteTail(chunk);
      const body = chunk.subarray(0, cut);
      if (isUtf8(body)) {
        this.evidence.utf8Sequences += body.length - body.toString('utf8').length;
        this.scan(chunk.subarray(cut));
        return;
      }
    }
    this.scan(chunk);
  }

  private scan(bytes: Uint8Array): void {
    const evidence = this.evidence;
    let highBytes = 0;
    let polishBytes = 0;
    for (let index = 0; index < bytes.length; index += 1) {
      const byte = bytes[index]!;
      if (byte < 0x80 && this.expected === 0) continue;
      if (byte >= 0x80) {
        highBytes += 1;
        polishBytes += polish1250[byte]!;
      }
      if (this.expected > 0) {
        const low = this.seen === 1 ? this.secondLow : 0x80;
        const high = this.seen === 1 ? this.secondHigh : 0xbf;
        if (byte >= low && byte <= high) {
          this.seen += 1;
          this.expected -= 1;
          if (this.expected === 0) evidence.utf8Sequences += 1;
          continue;
        }
        // The open sequence is broken; this byte starts anew.
        evidence.invalidSequences += 1;
        this.expected = 0;
        if (byte < 0x80) continue;
      }
      this.start(byte);
    }
    evidence.highBytes += highBytes;
    evidence.polishBytes += polishBytes;
  }

  private start(byte: number): void {
    this.seen = 1;
    this.secondLow = 0x80;
    this.secondHigh = 0xbf;
    if (byte >= 0xc2 && byte <= 0xdf) this.expected = 1;
    else if (byte >= 0xe0 && byte <= 0xef) {
      this.expected = 2;
      if (byte === 0xe0) this.secondLow = 0xa0;
      if (byte === 0xed) this.secondHigh = 0x9f;
    } else if (byte >= 0xf0 && byte <= 0xf4) {
      this.expected = 3;
      if (byte === 0xf0) this.secondLow = 0x90;
      if (byte === 0xf4) this.secondHigh = 0x8f;
    } else this.evidence.invalidSequences += 1;
  }

  end(): EncodingEvidence {
    if (this.expected > 0) this.evidence.invalidSequences += 1;
    this.expected = 0;
    return this.evidence;
  }
}

/**
 * The encoding from the whole file's evidence. Valid UTF-8 stays UTF-8; so does a file that is
 * overwhelmingly valid UTF-8 with a few broken sequences (they are replaced by U+FFFD and reported
 * as warnings). Windows-1250 only when the bytes are not UTF-8 and read as Polish: at least half
 * of the bytes ≥ 0x80 are Polish letters in Windows-1250, or there is no UTF-8 at all.
 */
export function decideEncoding(evidence: EncodingEvidence): CsvEncoding {
  const { utf8Sequences, invalidSequences, highBytes, polishBytes } = evidence;
  if (invalidSequences === 0) return 'utf8';
  if (utf8Sequences >= invalidSequences * 20) return 'utf8';
  if (utf8Sequences === 0) return 'win1250';
  if (polishBytes >= highBytes * 0.5) return 'win1250';
  return utf8Sequences > invalidSequences ? 'utf8' : 'win1250';
}

/** Scans the whole file (streamed, 64 KiB chunks) and decides its encoding. */
export async function inspectEncoding(
  path: string,
): Promise<{ encoding: CsvEncoding; evidence: EncodingEvidence }> {
  const scanner = new EncodingScanner();
  // Default 64 KiB chunks: 1 MiB ones left ~40 MB of dead buffers outside the heap over a 46 MB file
  // (V8 frees them only at its next GC), and big malloc'd blocks the process keeps afterwards.
  for await (const chunk of createReadStream(path)) scanner.write(chunk as Buffer);
  const evidence = scanner.end();
  return { encoding: decideEncoding(evidence), evidence };
}

export async function detectEncoding(path: string): Promise<CsvEncoding> {
  return (await inspectEncoding(path)).encoding;
}
