import { genericMessages } from '@zaplecze/contract/common/errors';
import type { RefreshResponse } from '@zaplecze/contract/auth/auth';
import { requestStarted } from './loading-tracker';
import { sessionStore } from './session';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export const networkErrorMessage =
  'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.';

type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
}

/** Requests that must never carry the bearer token nor trigger a refresh (spec 000 §7). */
const publicPaths = ['/auth/login', '/auth/refresh', '/api/Accounts'];

function isPublic(path: string) {
  return publicPaths.some((item) => path.includes(item));
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

async function send(path: string, options: RequestOptions, withToken: boolean): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const token = sessionStore.getToken();
  if (withToken && token) headers.authorization = `Bearer ${token}`;
  const done = requestStarted(path);
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', networkErrorMessage);
  } finally {
    done();
  }
}

async function toError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    };
    if (body.error?.message) {
      return new ApiError(response.status, body.error.code ?? 'ERROR', body.error.message, body.error.fields);
    }
  } catch {
    // not JSON: fall through to the generic message
  }
  return new ApiError(response.status, 'ERROR', genericMessages.internal);
}

let refreshing: Promise<RefreshResponse | null> | null = null;

/** The server's readable marker beside the httpOnly refresh cookie (see apps/api auth/cookie.ts). */
export function hasSessionMarker(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((cookie) => cookie.trim() === 'zaplecze_session=1');
}

/** One refresh at a time: every request that meets a 401 waits for the same attempt. */
export function refreshSession(): Promise<RefreshResponse | null> {
  // Without the marker there is no refresh cookie to trade: skip the request and its 401.
  if (!hasSessionMarker()) return Promise.resolve(null);
  refreshing ??= (async () => {
    try {
      const response = await send('/api/auth/refresh', { method: 'POST' }, false);
      if (!response.ok) return null;
      const body = (await response.json()) as Partial<RefreshResponse>;
      if (!body.token || !body.user) {
        console.error('Missing access token in refresh response');
        return null;
      }
      sessionStore.setToken(body.token);
      return body as RefreshResponse;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export async function refreshAccessToken(): Promise<string | null> {
  return (await refreshSession())?.token ?? null;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const publicCall = isPublic(path);
  let response = await send(path, options, !publicCall);
  if (response.status === 401 && !publicCall && !path.startsWith('/api/auth/')) {
    const token = await refreshAccessToken();
    if (!token) {
      sessionStore.signOut();
      throw await toError(response);
    }
    response = await send(path, options, true);
  }
  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'DELETE', body }),
};
