import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse } from '@zaplecze/contract/auth/auth';
import {
  changeUserPasswordBody,
  createUserBody,
  updateUserBody,
  userListQuery,
  userListResponse,
  userMessages,
  userResponse,
  userStatusBody,
} from '@zaplecze/contract/users/users';
import { actorOf, idParams, readErrors, writeErrors } from '../../lib/routes';
import { bearerSecurity } from '../../plugins/auth';
import { avatarRoutes } from './avatar-routes';
import {
  changeStaffPassword,
  deleteStaffUser,
  resetStaffTwoFactor,
  sendStaffPasswordReset,
  setStaffStatus,
} from './lifecycle';
import { createStaffUser, getUserView, listUsers, updateStaffUser } from './service';

/** Staff management: administrators only, always within the caller's account (another account's id: 404). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const db = () => app.deps.database.db;
  const preHandler = [app.requireAdmin];
  const common = { tags: ['users'], security: bearerSecurity };

  app.get(
    '/api/users',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Użytkownicy konta: wyszukiwanie, filtr roli i statusu, stronicowanie',
        querystring: userListQuery,
        response: { 200: userListResponse, ...readErrors },
      },
    },
    async (request) => listUsers(db(), request.auth.accountId, request.query),
  );

  app.get(
    '/api/users/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Jeden użytkownik',
        params: idParams,
        response: { 200: userResponse, ...readErrors },
      },
    },
    async (request) => getUserView(db(), request.auth.accountId, request.params.id),
  );

  app.post(
    '/api/users',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Nowy użytkownik (aktywny od razu; 402 po przekroczeniu limitu kont planu)',
        body: createUserBody,
        response: { 201: userResponse, ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createStaffUser(db(), actorOf(request), request.body)),
  );

  app.put(
    '/api/users/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Zmiana danych i roli (409: nieaktualna wersja, zajęty login/e-mail, ostatni administrator)',
        params: idParams,
        body: updateUserBody,
        response: { 200: userResponse, ...writeErrors },
      },
    },
    async (request) => updateStaffUser(db(), actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/users/:id/status',
    {
      preHandler,
      schema: {
        ...common,
        summary:
          'Aktywacja lub dezaktywacja (dezaktywacja kończy sesje; nie siebie ani ostatniego administratora)',
        params: idParams,
        body: userStatusBody,
        response: { 200: userResponse, ...writeErrors },
      },
    },
    async (request) => setStaffStatus(db(), actorOf(request), request.params.id, request.body.status),
  );

  app.delete(
    '/api/users/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Usunięcie użytkownika (nie siebie ani ostatniego administratora)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await deleteStaffUser(db(), app.deps.storage, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/users/:id/password',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Ustawienie nowego hasła przez administratora (kończy wszystkie sesje użytkownika)',
        params: idParams,
        body: changeUserPasswordBody,
        response: { 200: messageResponse, ...writeErrors },
      },
    },
    async (request) => {
      await changeStaffPassword(db(), actorOf(request), request.params.id, request.body.password);
      return { message: userMessages.passwordChanged };
    },
  );

  app.post(
    '/api/users/:id/password-reset',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Wysłanie użytkownikowi linku do ustawienia nowego hasła',
        params: idParams,
        response: { 202: messageResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      await sendStaffPasswordReset(
        { db: db(), config, jobs: app.deps.jobs, logger: request.log },
        actorOf(request),
        request.params.id,
      );
      return reply.status(202).send({ message: userMessages.resetSent });
    },
  );

  app.delete(
    '/api/users/:id/two-factor',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Reset 2FA użytkownika przez administratora (409, gdy 2FA nie jest włączone)',
        params: idParams,
        response: { 200: userResponse, ...writeErrors },
      },
    },
    async (request) => resetStaffTwoFactor(db(), actorOf(request), request.params.id),
  );

  await app.register(avatarRoutes);
};
