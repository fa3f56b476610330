import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mailDir } from './environment';

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Waits for a mail to `address` whose body contains a link matching `pattern`; returns the link. */
export async function waitForLink(address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const file of readdirSync(mailDir).sort().reverse()) {
          const raw = readFileSync(path.join(mailDir, file), 'utf8');
          if (!raw.toLowerCase().startsWith(`x-envelope-to: ${address.toLowerCase()}`)) continue;
          const match = decodeQuotedPrintable(raw).match(pattern);
          if (match) {
            link = match[0];
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `no mail to ${address} with ${pattern}` },
    )
    .toBe(true);
  return link!;
}
