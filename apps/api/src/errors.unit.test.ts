import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, registerErrorHandling } from './errors';

async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.post(
    '/things',
    {
      schema: {
        body: z.object({
          name: z.string().min(1, 'Nazwa jest wymagana'),
          address: z.object({ zip: z.string().regex(/^\d{2}-\d{3}$/, 'Kod pocztowy w formacie NN-NNN') }),
        }),
      },
    },
    async () => ({ ok: true }),
  );
  app.get('/conflict', async () => {
    throw new AppError('VERSION_CONFLICT', 'Zmienione przez kogoś innego');
  });
  app.get('/boom', async () => {
    throw new Error('secret database detail at /var/lib/postgres');
  });
  return app;
}

describe('error contract', () => {
  it('names every invalid field with its Polish message', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      payload: { name: '', address: { zip: '123' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Popraw błędy w formularzu.',
        fields: { name: 'Nazwa jest wymagana', 'address.zip': 'Kod pocztowy w formacie NN-NNN' },
      },
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/things',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('maps an AppError code to its HTTP status', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'VERSION_CONFLICT', message: 'Zmienione przez kogoś innego' },
    });
  });

  it('hides the details of unexpected errors and gives the request id instead', async () => {
    const app = await appWithRoutes();
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.error.code).toBe('INTERNAL');
    expect(body.error.message).not.toContain('postgres');
    expect(body.error.message).toContain('identyfikator');
    expect(JSON.stringify(body)).not.toContain('stack');
  });
});
