import { describe, expect, it } from 'vitest';
import { API, pathTo } from './api-paths';

describe('API paths', () => {
  it('fills each parameter, URL-encoded', () => {
    expect(pathTo(API.short.byId, { id: 'a b/c' })).toBe('/api/short/a%20b%2Fc');
    expect(pathTo(API.ruleVersions.byVersionDiffByOther, { version: 3, other: 7 })).toBe('/api/rule-versions/3/diff/7');
  });

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => pathTo(API.short.byId, {})).toThrow(':id');
  });

  it('holds each path once', () => {
    const all = Object.values(API).flatMap((group) => Object.values(group));
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((p) => p.startsWith('/api/'))).toBe(true);
  });
});
