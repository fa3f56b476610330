import { genericMessages } from '@zaplecze/contract/common/errors';
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

/** POSTs one file as multipart `file` and returns the JSON answer. */
export async function uploadFile<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const response = await authorizedFetch(url, { method: 'POST', body: form });
  return (await response.json()) as T;
}

/** Fetches a file (a link cannot carry the bearer token) and hands it to the browser to save. */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await authorizedFetch(url);
  const header = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(header)?.[1] ?? fallbackName;
  saveBlob(await response.blob(), fileName);
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
