import { genericMessages } from '@zaplecze/contract/errors';
import { ApiError, networkErrorMessage, refreshAccessToken } from './api-client';
import { requestStarted } from './loading-tracker';
import { sessionStore } from './session';

async function send(url: string, init: RequestInit, token: string | null): Promise<Response> {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const done = requestStarted(url);
  try {
    return await fetch(url, { ...init, headers, credentials: 'same-origin' });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', networkErrorMessage);
  } finally {
    done();
  }
}

/**
 * For what the JSON client does not carry (file uploads, file downloads): the bearer token,
 * one refresh on 401, and the API's error shape turned into an ApiError.
 */
export async function authorizedFetch(url: string, init: RequestInit = {}): Promise<Response> {
  let response = await send(url, init, sessionStore.getToken());
  if (response.status === 401) {
    const token = await refreshAccessToken();
    if (token) response = await send(url, init, token);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> };
    } | null;
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'ERROR',
      body?.error?.message ?? genericMessages.internal,
      body?.error?.fields,
    );
  }
  return response;
}

/** Hands a fetched file to the browser to save under `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
