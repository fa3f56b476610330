import { genericMessages } from '@zaplecze/contract/common/errors';
import type { FileItem } from '@zaplecze/contract/files/files';
import { ApiError, networkErrorMessage, refreshAccessToken } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/authorized-fetch';
import { sessionStore } from '../../../lib/session';

function send(file: File, url: string, token: string | null, onProgress: (fraction: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // not JSON: the generic message below
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new ApiError(0, 'NETWORK', networkErrorMessage));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

/**
 * Uploads one file into a folder with progress (XMLHttpRequest: fetch reports no upload progress);
 * the bearer token, one refresh on 401, the API's error shape as an ApiError.
 */
export async function uploadWithProgress(
  file: File,
  folderId: string | null,
  onProgress: (fraction: number) => void,
): Promise<FileItem> {
  const url = `/api/files/upload${folderId ? `?folderId=${folderId}` : ''}`;
  let answer = await send(file, url, sessionStore.getToken(), onProgress);
  if (answer.status === 401) {
    const token = await refreshAccessToken();
    if (token) answer = await send(file, url, token, onProgress);
  }
  if (answer.status >= 200 && answer.status < 300) return answer.body as FileItem;
  const error = (
    answer.body as { error?: { code?: string; message?: string; fields?: Record<string, string> } }
  )?.error;
  throw new ApiError(
    answer.status,
    error?.code ?? 'ERROR',
    error?.message ?? genericMessages.internal,
    error?.fields,
  );
}

/** The file's bytes as a blob (previews and downloads carry the bearer token, so no plain link). */
export async function fetchFileBlob(id: string): Promise<Blob> {
  const response = await authorizedFetch(`/api/files/${id}/content`);
  return response.blob();
}

/** Saves a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
