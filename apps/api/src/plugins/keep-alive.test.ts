import { connect, type AddressInfo } from 'node:net';
import { Client } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genericMessages } from '@zaplecze/contract/common/errors';
import { createAccount, type TestUser } from '../test/auth-helpers';
import { multipartFile, tinyPng } from '../test/multipart';
import { useTestApp } from '../test/test-app';

interface Hostile {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  signedIn?: boolean;
}

const megabytes = (count: number) => Buffer.alloc(count * 1024 * 1024, 'a');
const boundary = '----zaplecze-broken';

/**
 * Requests a hostile client sends; each is followed on the same connection by a normal one. Any
 * answer that leaves the socket in a state the next request cannot use fails here.
 */
function hostileRequests(user: TestUser): Hostile[] {
  const avatar = `/api/users/${user.userId}/avatar`;
  const overLimitFile = multipartFile('file', 'a.png', 'image/png', Buffer.concat([tinyPng, megabytes(3)]));
  return [
    {
      name: 'JSON over the body limit (content-length known)',
      method: 'POST',
      path: '/api/orders',
      headers: { 'content-type': 'application/json' },
      body: `{"x":"${'a'.repeat(3 * 1024 * 1024)}"}`,
      signedIn: true,
    },
    {
      name: 'JSON over the body limit, unauthenticated',
      method: 'POST',
      path: '/api/orders',
      headers: { 'content-type': 'application/json' },
      body: `{"x":"${'a'.repeat(3 * 1024 * 1024)}"}`,
    },
    {
      name: 'JSON over the body limit on a public route',
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      body: `{"x":"${'a'.repeat(3 * 1024 * 1024)}"}`,
    },
    {
      name: 'wrong content type with a big body',
      method: 'POST',
      path: '/api/orders',
      headers: { 'content-type': 'application/x-evil' },
      body: megabytes(2),
      signedIn: true,
    },
    {
      name: 'wrong content type with a big body on a public route',
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'text/evil' },
      body: megabytes(2),
    },
    {
      name: 'broken multipart',
      method: 'PUT',
      path: avatar,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${'x'.repeat(100_000)}`,
      signedIn: true,
    },
    {
      name: 'multipart without a boundary',
      method: 'PUT',
      path: avatar,
      headers: { 'content-type': 'multipart/form-data' },
      body: megabytes(1),
      signedIn: true,
    },
    {
      name: 'multipart file over its limit',
      method: 'PUT',
      path: avatar,
      headers: overLimitFile.headers,
      body: overLimitFile.payload,
      signedIn: true,
    },
    {
      name: 'multipart file over its limit, unauthenticated',
      method: 'PUT',
      path: avatar,
      headers: overLimitFile.headers,
      body: overLimitFile.payload,
    },
    {
      name: 'malformed JSON',
      method: 'POST',
      path: '/api/orders',
      headers: { 'content-type': 'application/json' },
      body: '{"customer": ',
      signedIn: true,
    },
    {
      name: 'NUL in JSON (the input guard)',
      method: 'POST',
      path: '/api/orders',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ note: 'a\u0000b', pad: 'x'.repeat(500_000) }),
      signedIn: true,
    },
    {
      name: 'huge header',
      method: 'GET',
      path: '/api/health',
      headers: { 'x-huge': 'h'.repeat(20_000) },
    },
    { name: 'path traversal', method: 'GET', path: '/api/../../etc/passwd' },
    { name: 'encoded path traversal', method: 'GET', path: '/api/%2e%2e/%2e%2e/etc/passwd' },
    {
      name: 'unknown route with a body',
      method: 'POST',
      path: '/api/does-not-exist',
      headers: { 'content-type': 'application/json' },
      body: `{"x":"${'a'.repeat(2 * 1024 * 1024)}"}`,
    },
    {
      name: 'GET with a body',
      method: 'GET',
      path: '/api/health',
      headers: { 'content-type': 'application/json' },
      body: `{"x":"${'a'.repeat(200_000)}"}`,
    },
  ];
}

describe('keep-alive connections after refused requests', () => {
  const ctx = useTestApp();
  let client: Client;
  let user: TestUser;

  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    // One connection, one request at a time: what an integrator's keep-alive client does.
    client = new Client(`http://127.0.0.1:${port}`, { pipelining: 1 });
    user = await createAccount(ctx);
  });
  afterAll(async () => {
    await client?.close();
  });

  it('answers every hostile request with a status and serves the next request on the connection', async () => {
    const failures: string[] = [];
    for (const hostile of hostileRequests(user)) {
      const headers = { ...hostile.headers, ...(hostile.signedIn ? user.headers : {}) };
      try {
        const answer = await client.request({
          method: hostile.method,
          path: hostile.path,
          headers,
          body: hostile.body,
        });
        await answer.body.dump();
        if (answer.statusCode >= 500) failures.push(`${hostile.name}: ${answer.statusCode}`);
      } catch (error) {
        failures.push(`${hostile.name}: ${(error as Error).message}`);
      }
      try {
        const next = await client.request({ method: 'GET', path: '/api/health' });
        await next.body.dump();
        if (next.statusCode !== 200) failures.push(`${hostile.name}, next request: ${next.statusCode}`);
      } catch (error) {
        failures.push(`${hostile.name}, next request: ${(error as Error).message}`);
      }
    }
    // A reset shows up here as a thrown "other side closed" / "socket hang up", never as a status.
    expect(failures).toEqual([]);
  });

  it('answers a request it cannot parse in the error shape with Connection: close', async () => {
    const { port } = ctx.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header: y\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head!.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(body!)).toEqual({
      error: { code: 'BAD_REQUEST', message: genericMessages.malformedRequest },
    });
  });

  it('keeps idle connections longer than a load balancer does', () => {
    const server = ctx.app.server;
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    expect(server.requestTimeout).toBeGreaterThan(server.headersTimeout);
  });
});
