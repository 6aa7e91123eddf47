import { describe, expect, it } from 'vitest';
import { optionsOutOfUrl } from './partner-scope';

describe("a partner pool's connection options", () => {
  it('moves options out of the connection string, where they would override the binding', () => {
    const moved = optionsOutOfUrl({ connectionString: 'postgres://app@db:5432/lbo?sslmode=require&options=-c%20search_path%3Dlbo' });
    expect(moved.ownerOptions).toBe('-c search_path=lbo');
    expect(new URL(moved.connectionString!).searchParams.get('options')).toBeNull();
    expect(new URL(moved.connectionString!).searchParams.get('sslmode')).toBe('require');
  });

  it('leaves a connection string without options as it is', () => {
    const url = 'postgres://postgres@127.0.0.1:5432/test';
    expect(optionsOutOfUrl({ connectionString: url, options: '-c x=1' })).toEqual({ connectionString: url, ownerOptions: '-c x=1' });
  });
});
