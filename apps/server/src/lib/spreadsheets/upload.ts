import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
  /** Text fields sent beside the file (bank_id, product_id). */
  fields: Record<string, string>;
}

// C0 and C1 controls, and the marks that reorder text on screen (a name that shows as
// "invoice_cod.exe" but is "invoice_exe.doc"): a stored file name shows in lists and headers.
// eslint-disable-next-line no-control-regex -- these are exactly the characters to strip
const UNSAFE_IN_NAMES = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** An uploaded file's name as it may be stored and shown: no control or reordering characters, at most 200 characters. */
function cleanFileName(name: string): string {
  return name.replace(UNSAFE_IN_NAMES, '').trim().slice(0, 200);
}

/** How a route reads its upload; the route declares the same object as `config.upload`, which the OpenAPI document describes. */
export interface UploadOptions {
  maxBytes: number;
  tooLarge: string;
  noFile: string;
  /** What the file is, the media types it may be, and the text fields that may come beside it. */
  describe: { file: string; mediaTypes: readonly string[]; fields?: Record<string, string> };
}

/**
 * The one file of a multipart request plus its text fields, whichever order
 * they come in. Over `maxBytes` is a 413 with the caller's message.
 */
export async function receiveUpload(request: FastifyRequest, options: UploadOptions): Promise<UploadedFile> {
  if (!request.isMultipart()) throw AppError.badRequest(options.noFile);
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', options.tooLarge);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw tooLarge();
        file = { filename: cleanFileName(part.filename ?? ''), mimetype: part.mimetype, bytes, fields };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw AppError.badRequest('Please upload one file at a time.');
    throw AppError.badRequest('The upload could not be read. Please try again.');
  }
  if (!file || (!file.filename && file.bytes.length === 0)) throw AppError.badRequest(options.noFile);
  return file;
}

/** An upload written to a temporary file as it arrives: never held whole in memory. */
export interface UploadOnDisk {
  filename: string;
  path: string;
  size: number;
  fields: Record<string, string>;
  /** Removes the temporary file; safe to call twice. */
  dispose(): Promise<void>;
}

/**
 * Like `receiveUpload`, but the file part streams to a temporary file. The
 * caller must `dispose()` it (the import runner does, whatever the outcome).
 */
export async function receiveUploadToDisk(request: FastifyRequest, options: UploadOptions): Promise<UploadOnDisk> {
  if (!request.isMultipart()) throw AppError.badRequest(options.noFile);
  const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', options.tooLarge);
  const fields: Record<string, string> = {};
  const path = join(tmpdir(), `lbo-upload-${randomUUID()}`);
  const dispose = () => rm(path, { force: true });
  let file: UploadOnDisk | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxBytes, files: 1 } })) {
      if (part.type === 'file') {
        await pipeline(part.file, createWriteStream(path));
        if (part.file.truncated) throw tooLarge();
        file = { filename: cleanFileName(part.filename ?? ''), path, size: (await stat(path)).size, fields, dispose };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await dispose();
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw AppError.badRequest('Please upload one file at a time.');
    throw AppError.badRequest('The upload could not be read. Please try again.');
  }
  if (!file || (!file.filename && file.size === 0)) {
    await dispose();
    throw AppError.badRequest(options.noFile);
  }
  return file;
}
