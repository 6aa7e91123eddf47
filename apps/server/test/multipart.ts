import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface FormPart {
  name: string;
  value: string | Buffer;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body for `app.inject`, built by hand so tests control every byte. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----lbo-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One file under the field name `file`, plus optional text fields. */
export function fileUpload(filename: string, bytes: Buffer | string, fields: Record<string, string> = {}, contentType?: string) {
  return multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), { name: 'file', filename, value: bytes, contentType }]);
}

/** Posts a multipart body with the caller's headers (a bearer token, an idempotency key) beside its own. */
export function postMultipart(app: FastifyInstance, url: string, body: ReturnType<typeof multipartBody>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}
