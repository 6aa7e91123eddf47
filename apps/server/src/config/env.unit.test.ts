import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('TRUST_PROXY', () => {
  it('takes the proxy addresses and ranges, so only their forwarding headers are believed', () => {
    expect(loadEnv({ TRUST_PROXY: '127.0.0.1' }).TRUST_PROXY).toBe('127.0.0.1');
    expect(loadEnv({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8' }).TRUST_PROXY).toBe('10.0.0.5,10.1.0.0/16,fd00::/8');
  });

  it('keeps true and false', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
  });

  it.each(['yes', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/1', 'proxy.example.com'])('refuses %j naming the variable', (value) => {
    expect(() => loadEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be true, false, or the proxy addresses/);
  });
});
