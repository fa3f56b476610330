import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  forgotPasswordForm,
  loginBody,
  loginResponse,
  messageResponse,
  refreshResponse,
  resetConfirmBody,
  sessionUser,
} from '@zaplecze/contract/auth/auth';
import { errorResponse } from '@zaplecze/contract/common/error-response';
import { loginOutcome, loginTwoFactorBody } from '@zaplecze/contract/two-factor/two-factor';
import { bearerSecurity } from '../../plugins/auth';
import { clearRefreshCookie, refreshCookieName, setRefreshCookie } from './cookie';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { getSessionUser, login, logout, refresh } from './service';
import { completeTwoFactorLogin } from './two-factor-login';

/** Public: sign-in, activation, refresh, sign-out and password reset. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app.deps;
  const db = () => app.deps.database.db;
  const rateLimit = { max: config.rateLimitPerMinute, timeWindow: '1 minute' };
  const client = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    userAgent:
      typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'].slice(0, 300) : null,
  });

  app.post(
    '/api/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Logowanie nazwą użytkownika lub adresem e-mail',
        description:
          'Ustawia ciasteczko odświeżania zaplecze_refresh. Przy włączonym 2FA odpowiada { twoFactorRequired: true, challengeToken, expiresIn } bez sesji — dalej POST /api/auth/login/two-factor. 401: błędne dane (nagłówek x-login-attempts-remaining); 403: konto nieaktywne; 423: identyfikator zablokowany na 15 minut po 3 nieudanych próbach.',
        body: loginBody,
        response: {
          200: loginOutcome,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          423: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await login(db(), config, request.body, client(request));
      if ('twoFactorRequired' in result) return result;
      setRefreshCookie(reply, config, result.refresh.refreshToken, result.refresh.expiresAt);
      return { token: result.token, expiresIn: result.expiresIn, user: result.user };
    },
  );

  app.post(
    '/api/auth/login/two-factor',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Drugi krok logowania: kod z aplikacji uwierzytelniającej lub kod odzyskiwania',
        description:
          'challengeToken z odpowiedzi POST /api/auth/login (ważny 5 minut, jednorazowy). 401: zły kod (nagłówek x-login-attempts-remaining) lub wygasłe wyzwanie; 423: blokada po 3 nieudanych próbach.',
        body: loginTwoFactorBody,
        response: {
          200: loginResponse,
          400: errorResponse,
          401: errorResponse,
          423: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const result = await completeTwoFactorLogin(db(), config, request.body, client(request));
      setRefreshCookie(reply, config, result.refresh.refreshToken, result.refresh.expiresAt);
      return { token: result.token, expiresIn: result.expiresIn, user: result.user };
    },
  );

  app.post(
    '/api/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Nowy token dostępu w zamian za ciasteczko odświeżania (rotacja), z zalogowanym użytkownikiem',
        response: { 200: refreshResponse, 401: errorResponse },
      },
    },
    async (request, reply) => {
      try {
        const result = await refresh(db(), config, request.cookies[refreshCookieName]);
        setRefreshCookie(reply, config, result.refresh.refreshToken, result.refresh.expiresAt);
        return { token: result.token, user: await getSessionUser(db(), result.refresh) };
      } catch (error) {
        clearRefreshCookie(reply, config);
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Wylogowanie: unieważnia sesję i usuwa ciasteczko',
        response: { 200: messageResponse },
      },
    },
    async (request, reply) => {
      await logout(db(), request.cookies[refreshCookieName], client(request));
      clearRefreshCookie(reply, config);
      return { message: authMessages.loggedOut };
    },
  );

  app.post(
    '/api/auth/password-reset',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Prośba o link do zmiany hasła (ta sama odpowiedź dla każdego adresu)',
        body: forgotPasswordForm,
        response: { 202: messageResponse, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(
        { db: db(), config, jobs: app.deps.jobs, logger: request.log },
        request.body.email,
        client(request),
      );
      return reply.status(202).send({ message: authMessages.resetRequested });
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Ustawienie nowego hasła tokenem z wiadomości',
        description:
          '400: token wygasł lub został użyty; 404: token nie istnieje. Po zmianie wszystkie sesje użytkownika są unieważnione.',
        body: resetConfirmBody,
        response: { 200: messageResponse, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      },
    },
    async (request) => {
      await confirmPasswordReset(db(), request.body, client(request));
      return { message: authMessages.resetSuccess };
    },
  );
};

/** Protected: registered in the authenticated scope of `app.ts`. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = () => app.deps.database.db;

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'Zalogowany użytkownik, jego firma, licencja, rola i uprawnienia',
        security: bearerSecurity,
        response: { 200: sessionUser, 401: errorResponse },
      },
    },
    async (request) => getSessionUser(db(), request.auth),
  );
};
