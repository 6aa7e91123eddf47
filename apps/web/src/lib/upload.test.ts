import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/render-app';
import { api, ApiError } from './api-client';
import { APP_EVENTS } from './app-events';
import { getSession, sessionActions } from './session-store';

/** These tests are about the transport; any answer will do. */
const anyAnswer = z.unknown();

afterEach(() => sessionActions.clear());

type Reply = { status: number; body?: unknown; contentType?: string };

/** A stand-in for XMLHttpRequest: each sent request is answered by `script` on the next tick. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  static script: (xhr: FakeXhr) => void = (xhr) => xhr.respond({ status: 200, body: {} });

  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown = null;
  status = 0;
  responseText = '';
  private contentType: string | null = null;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
    setTimeout(() => FakeXhr.script(this), 0);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond({ status, body, contentType = 'application/json' }: Reply) {
    this.upload.onload?.();
    this.status = status;
    this.contentType = contentType;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body ?? {});
    this.onload?.();
  }
}

function stubXhr(script: (xhr: FakeXhr) => void) {
  FakeXhr.sent = [];
  FakeXhr.script = script;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

const fileForm = () => {
  const form = new FormData();
  form.append('file', new Blob(['a,b']), 'companies.xlsx');
  return form;
};

describe('api upload', () => {
  it('posts the form to the service with the token, reporting progress, and returns the answer', async () => {
    stubXhr((xhr) => {
      xhr.progress(0, 200);
      xhr.progress(50, 200);
      xhr.progress(200, 200);
      xhr.respond({ status: 200, body: { status: true, data: { s3UploadedLink: '/uploads/a.png' } } });
    });
    sessionActions.signIn('tok-1', testUser);
    const form = fileForm();
    const progress: number[] = [];

    const reply = await api.crm.sendForm('/api/bank/upload-file', form, {
      query: { type: 'view' },
      onProgress: (p) => progress.push(p),
      answer: z.object({ data: z.object({ s3UploadedLink: z.string() }) }),
    });

    expect(reply.data.s3UploadedLink).toBe('/uploads/a.png');
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/bank/upload-file?type=view');
    expect(xhr?.body).toBe(form);
    expect(xhr?.headers.authorization).toBe('Bearer tok-1');
    expect(xhr?.headers.accept).toBe('application/json');
    // The browser writes the multipart boundary itself.
    expect(xhr?.headers['content-type']).toBeUndefined();
    expect(xhr?.withCredentials).toBe(false);
    expect(progress).toEqual([0, 25, 100, 100]);
  });

  it('turns an error answer into the same ApiError as any other call', async () => {
    stubXhr((xhr) =>
      xhr.respond({
        status: 400,
        body: { status: false, statusCode: 400, message: ['bank_id is required'], errors: { bank_id: 'bank_id is required' }, requestId: 'r9', data: { x: 1 } },
      }),
    );
    const error = (await api.crm.sendForm('/api/company/import', fileForm(), { answer: anyAnswer }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.messages).toEqual(['bank_id is required']);
    expect(error.fieldErrors).toEqual({ bank_id: 'bank_id is required' });
    expect(error.requestId).toBe('r9');
    expect(error.data).toEqual({ x: 1 });
  });

  it('treats status:false in a 200 answer as an error with its statusCode', async () => {
    stubXhr((xhr) => xhr.respond({ status: 200, body: { status: false, statusCode: 413, message: 'File too large' } }));
    const error = (await api.crm.sendForm('/api/bank/upload-file', fileForm(), { answer: anyAnswer }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(413);
    expect(error.messages).toEqual(['File too large']);
  });

  it('on a 401 ends the session like every crm call', async () => {
    stubXhr((xhr) => xhr.respond({ status: 401, body: { status: false, statusCode: 401, message: 'Session expired' } }));
    sessionActions.signIn('tok-1', testUser);
    const onLogout = vi.fn();
    window.addEventListener(APP_EVENTS.logout, onLogout);
    await expect(api.crm.sendForm('/api/company/import', fileForm(), { answer: anyAnswer })).rejects.toBeInstanceOf(ApiError);
    window.removeEventListener(APP_EVENTS.logout, onLogout);
    expect(getSession().token).toBeNull();
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('on an admin-auth 401 refreshes once and sends the form again', async () => {
    let calls = 0;
    stubXhr((xhr) => (++calls === 1 ? xhr.respond({ status: 401, body: { message: 'expired' } }) : xhr.respond({ status: 200, body: { ok: true } })));
    mockFetch({ 'POST /api/adminAuth/refresh': { body: { token: 'tok-2', data: { token: 'tok-2' } } } });
    sessionActions.signIn('tok-1', testUser);
    await expect(api.adminAuth.sendForm('/api/x', fileForm(), { answer: anyAnswer })).resolves.toEqual({ ok: true });
    expect(FakeXhr.sent).toHaveLength(2);
    expect(FakeXhr.sent[0]?.withCredentials).toBe(true);
    expect(FakeXhr.sent[1]?.headers.authorization).toBe('Bearer tok-2');
  });

  it('fails like fetch: a network error is an ApiError with status 0, a cancel an AbortError', async () => {
    stubXhr((xhr) => xhr.onerror?.());
    const network = (await api.crm.sendForm('/api/x', fileForm(), { answer: anyAnswer }).catch((e: unknown) => e)) as ApiError;
    expect(network).toBeInstanceOf(ApiError);
    expect(network.status).toBe(0);

    stubXhr(() => undefined);
    const controller = new AbortController();
    const pending = api.crm.sendForm('/api/x', fileForm(), { signal: controller.signal, answer: anyAnswer }).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    const cancelled = (await pending) as DOMException;
    expect(cancelled.name).toBe('AbortError');

    controller.abort();
    const early = (await api.crm.sendForm('/api/x', fileForm(), { signal: controller.signal, answer: anyAnswer }).catch((e: unknown) => e)) as DOMException;
    expect(early.name).toBe('AbortError');
  });

  it('reads a text answer as text', async () => {
    stubXhr((xhr) => xhr.respond({ status: 502, body: 'Bad gateway', contentType: 'text/plain' }));
    const error = (await api.crm.sendForm('/api/x', fileForm(), { answer: anyAnswer }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.messages).toEqual(['Bad gateway']);
  });
});
