import { env } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { dispatchLogout } from '@/lib/app-events';
import { getSession, sessionActions } from '@/lib/session-store';

export interface UploadRequest {
  path: string;
  form: FormData;
  query?: Record<string, string>;
  /** 0–100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function messagesOf(body: unknown): string[] {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  if (typeof message === 'string') return message ? [message] : [];
  if (Array.isArray(message)) return message.filter((m): m is string => typeof m === 'string');
  return [];
}

/**
 * A multipart POST to the crm service that reports upload progress (fetch
 * cannot), with the same token, envelope and 401 handling as the API client.
 */
export function uploadWithProgress<T>({ path, form, query, onProgress, signal }: UploadRequest): Promise<T> {
  const qs = query ? `?${new URLSearchParams(query).toString()}` : '';
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${env.crmBaseUrl}${path}${qs}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getSession().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = xhr.responseText;
      }
      const envelope = body && typeof body === 'object' ? (body as { status?: unknown; statusCode?: unknown; errors?: unknown; data?: unknown }) : null;
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.status !== false) {
        onProgress?.(100);
        resolve(body as T);
        return;
      }
      const status = xhr.status >= 200 && xhr.status < 300 && typeof envelope?.statusCode === 'number' ? envelope.statusCode : xhr.status;
      if (status === 401) {
        sessionActions.clear();
        dispatchLogout('expired');
      }
      reject(new ApiError({ status, messages: messagesOf(body), data: envelope?.data, body }));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, messages: [], body: null }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
