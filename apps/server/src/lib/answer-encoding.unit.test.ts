import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressAnswer } from './answer-encoding';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and wildcards', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('BR;Q=0.1')).toBe('br');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('gzip;q=0, br;q=0.0')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('compresses to bytes that decode to the text', () => {
    const text = JSON.stringify({ amount: '₹ 1,00,000 '.repeat(500) });
    expect(zlib.brotliDecompressSync(compressAnswer(text, 'br')).toString('utf8')).toBe(text);
    expect(zlib.gunzipSync(compressAnswer(text, 'gzip')).toString('utf8')).toBe(text);
  });
});
