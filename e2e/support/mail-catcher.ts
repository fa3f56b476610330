import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/** A real SMTP peer for the journeys: each received message is written to `dir` as a .eml file. */
export async function startMailCatcher(port: number, dir: string): Promise<{ close(): Promise<void> }> {
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        counter += 1;
        const to = session.envelope.rcptTo.map((item) => item.address).join(',');
        const name = `${Date.now()}-${String(counter).padStart(4, '0')}.eml`;
        writeFileSync(
          path.join(dir, name),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
