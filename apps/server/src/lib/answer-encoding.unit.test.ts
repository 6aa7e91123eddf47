import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressAnswer } from './answer-encoding';

describe('chooseEncoding', () => {
  // Brotli before gzip; q=0 refuses an encoding; a wildcard takes the first choice.
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR;Q=0.1', 'br'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0, br;q=0.0', null],
    [undefined, null],
  ])('answers Accept-Encoding %j with %j', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding);
  });

  it('compresses to bytes that decode to the text', () => {
    const text = JSON.stringify({ amount: '₹ 1,00,000 '.repeat(500) });
    expect(zlib.brotliDecompressSync(compressAnswer(text, 'br')).toString('utf8')).toBe(text);
    expect(zlib.gunzipSync(compressAnswer(text, 'gzip')).toString('utf8')).toBe(text);
  });
});
