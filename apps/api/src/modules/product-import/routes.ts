import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importLogRoutes } from './logs/routes';
import { importPlanningRoutes } from './planning/routes';
import { importRunRoutes } from './runs/routes';
import { importScheduleRoutes } from './schedules/routes';
import { importSourceRoutes } from './sources/routes';
import { importTemplateRoutes } from './templates/routes';

/** The import's API (002 §2–§5): each sub-folder registers its own routes. */
export const productImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(importSourceRoutes);
  await app.register(importPlanningRoutes);
  await app.register(importRunRoutes);
  await app.register(importLogRoutes);
  await app.register(importTemplateRoutes);
  await app.register(importScheduleRoutes);
};
