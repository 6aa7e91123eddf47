import { describe, expect, it, vi } from 'vitest';
import { randomId } from './random-id';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('randomId', () => {
  it('gives distinct version-4 UUIDs, also where randomUUID is missing (plain http)', () => {
    expect(randomId()).toMatch(UUID_V4);
    vi.stubGlobal('isSecureContext', false);
    try {
      const ids = new Set(Array.from({ length: 100 }, randomId));
      expect(ids.size).toBe(100);
      for (const id of ids) expect(id).toMatch(UUID_V4);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
