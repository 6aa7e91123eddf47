import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/passwords';
import { createTestApp, users, type TestApp } from '../../../test/test-app';
import { accountDelaySeconds } from './auth.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const login = (email: string, password: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/crmAuth/adminLogin', payload: { email, password }, remoteAddress });

async function user(email: string) {
  await t.db.insert(users).values({ name: email, email, password_hash: await hashPassword('right-password-1'), status: 'Active' });
}

describe('sign-in throttling', () => {
  it('five wrong passwords from one address do not stop the right password from another', async () => {
    await user('victim@example.com');
    for (let i = 0; i < 5; i++) await login('victim@example.com', 'wrong-password', '198.51.100.66');
    const attacker = await login('victim@example.com', 'right-password-1', '198.51.100.66');
    expect(attacker.statusCode).toBe(429);
    expect(attacker.headers['retry-after']).toBe('900');
    const owner = await login('victim@example.com', 'right-password-1', '203.0.113.10');
    expect(owner.statusCode).toBe(200);
  });

  it('checks exactly five passwords however many arrive at once', async () => {
    await user('burst@example.com');
    const answers = await Promise.all(Array.from({ length: 25 }, () => login('burst@example.com', 'wrong-password', '198.51.100.9')));
    const statuses = answers.map((a) => a.statusCode);
    // Four wrong answers, the fifth locks; the other 20 are refused before any password check.
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(21);
  });

  it('slows an account down across addresses, by at most a minute, and never locks its owner out', async () => {
    await user('popular@example.com');
    for (let i = 0; i < 10; i++) expect((await login('popular@example.com', 'wrong-password', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    const waiting = await login('popular@example.com', 'right-password-1', '203.0.113.50');
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
    t.clock.advance(accountDelaySeconds(10) * 1000);
    expect((await login('popular@example.com', 'right-password-1', '203.0.113.50')).statusCode).toBe(200);
  });

  it('doubles the account delay from one second up to a minute', () => {
    expect([9, 10, 11, 12, 15, 16, 40].map(accountDelaySeconds)).toEqual([0, 1, 2, 4, 32, 60, 60]);
  });
});
