import zlib from 'node:zlib';

/*
 * Compression levels, chosen on the 200-pair apply answer (114 KB; docs/benchmarks.md, 2026-11-26):
 * brotli 2 makes it as small as gzip 6 (4.8 KB) for less than half its CPU; gzip 2, for clients
 * without brotli, 6.2 KB for about a third of gzip 6's CPU. app.ts gives them to @fastify/compress.
 */
export const BROTLI_QUALITY = 2;
export const GZIP_LEVEL = 2;
/** Below this an answer goes as it is (the same threshold as @fastify/compress's). */
export const COMPRESS_FROM_BYTES = 2048;

export type AnswerEncoding = 'br' | 'gzip';

/** The encoding to send: brotli, else gzip, when the client's Accept-Encoding takes it (q > 0); null for none. */
export function chooseEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  let br = false;
  let gzip = false;
  for (const item of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = item.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === 'br' || name === '*') br = true;
    if (name === 'gzip' || name === 'x-gzip' || name === '*') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}

/**
 * A large JSON answer compressed in one synchronous call: for the 114 KB apply answer ~0.2 ms of
 * CPU, where @fastify/compress's stream path (a stream and an encoder per answer, chunks through
 * the thread pool) took ~0.6 ms at the same level.
 */
export function compressAnswer(text: string, encoding: AnswerEncoding): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : zlib.gzipSync(bytes, { level: GZIP_LEVEL });
}
