import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { publicOpenApi } from './public-openapi';

export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Zaplecze API',
        description: 'API zaplecza sprzedawcy: zamówienia, produkty, magazyny, pracownicy.',
        version,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The rendered documentation is the public one: what an integrator's API key may call.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformSpecification: (spec) => publicOpenApi(spec, app.keyOperations),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/public/openapi.json', { schema: { hide: true } }, async () =>
    publicOpenApi(app.swagger() as Record<string, unknown>, app.keyOperations),
  );
}
