/** What a transport hands back to the API client: the status and the parsed body. */
export interface RawResponse {
  status: number;
  ok: boolean;
  body: unknown;
}

export interface ProgressRequest {
  url: string;
  method: string;
  headers: Headers;
  /** A FormData in practice; a stream body cannot go through XMLHttpRequest. */
  body: BodyInit | undefined;
  signal: AbortSignal | undefined;
  withCredentials: boolean;
  /** 0–100 as the bytes go out. */
  onUploadProgress: (percent: number) => void;
}

function readXhrBody(xhr: XMLHttpRequest): unknown {
  if (xhr.status === 204) return null;
  if ((xhr.getResponseHeader('content-type') ?? '').includes('application/json')) {
    try {
      return JSON.parse(xhr.responseText) as unknown;
    } catch {
      return null;
    }
  }
  return xhr.responseText;
}

/**
 * The API client's transport for uploads: XMLHttpRequest, because fetch cannot report
 * upload progress. It fails the way fetch does (TypeError when the network fails, an
 * AbortError when cancelled), so the client treats both transports alike.
 */
export function sendWithProgress({ url, method, headers, body, signal, withCredentials, onUploadProgress }: ProgressRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const cancelled = () => new DOMException('Upload cancelled', 'AbortError');
    if (signal?.aborted) {
      reject(cancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.open(method, url);
    xhr.withCredentials = withCredentials;
    headers.forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onUploadProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.upload.onload = () => onUploadProgress(100);
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, body: readXhrBody(xhr) });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(cancelled());
    };
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send((body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
