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

describe('DECISION_RETENTION_MONTHS and DATABASE_READ_URL', () => {
  it('keeps every decision unless a number of months is given', () => {
    expect(loadEnv({}).DECISION_RETENTION_MONTHS).toBeUndefined();
    expect(loadEnv({ DECISION_RETENTION_MONTHS: '0' }).DECISION_RETENTION_MONTHS).toBeUndefined();
    expect(loadEnv({ DECISION_RETENTION_MONTHS: '24' }).DECISION_RETENTION_MONTHS).toBe(24);
  });

  it.each(['twelve', '1.5', '-1', '5000'])('refuses a retention of %j naming the variable', (value) => {
    expect(() => loadEnv({ DECISION_RETENTION_MONTHS: value })).toThrow(/DECISION_RETENTION_MONTHS: must be/);
  });

  it('takes a read replica only beside a primary', () => {
    const env = loadEnv({ DATABASE_URL: 'postgres://app@primary/lbo', DATABASE_READ_URL: 'postgres://app@replica/lbo' });
    expect(env.DATABASE_READ_URL).toBe('postgres://app@replica/lbo');
    expect(() => loadEnv({ DATABASE_READ_URL: 'postgres://app@replica/lbo' })).toThrow(/DATABASE_READ_URL: needs DATABASE_URL/);
    expect(() => loadEnv({ DATABASE_URL: 'postgres://app@primary/lbo', DATABASE_READ_URL: 'mysql://replica' })).toThrow(
      /DATABASE_READ_URL: must be a postgres/,
    );
  });
});
