import { describe, expect, it } from 'vitest';
import { bankAnswer } from '@lbo/contracts/master-data-answers';
import { bankBody } from '@/testing/answers';
import { mockFetch } from '@/testing/mock-fetch';
import { AnswerMismatchError, api } from './api-client';

const answer = bankBody('HDFC Bank', 'b1');
const bank = answer.data;

describe('typed answers', () => {
  it('answers what the contract describes, typed by it', async () => {
    mockFetch({ 'GET /api/bank/getBankById': { body: answer } });
    const body = await api.crm.read('/api/bank/getBankById', { query: { id: 'b1' }, answer: bankAnswer });
    expect(body.data.name).toBe('HDFC Bank');
  });

  it('fails in tests when the server renamed a field, naming it', async () => {
    const { name, ...renamed } = bank;
    mockFetch({
      'GET /api/bank/getBankById': { body: { ...answer, data: { ...renamed, bank_name: name } } },
    });
    const call = api.crm.read('/api/bank/getBankById', { query: { id: 'b1' }, answer: bankAnswer });
    await expect(call).rejects.toBeInstanceOf(AnswerMismatchError);
    await expect(api.crm.read('/api/bank/getBankById', { query: { id: 'b1' }, answer: bankAnswer })).rejects.toThrow('data.name');
  });

  it('checks a sign-in answer against the schema it loads, naming the missing field', async () => {
    const loadAnswer = () => import('@lbo/contracts/auth-answers').then((m) => m.resendOtpAnswer);
    const data = { user_id: 'u1', email: 'a@b.in', expirdetails: { expiryat: 1_795_000_000 } };
    mockFetch({ 'POST /api/crmAuth/resendOtp': { body: { status: true, statusCode: 200, message: 'Sent', data } } });
    const sent = await api.crm.signIn('POST', '/api/crmAuth/resendOtp', { email: 'a@b.in' }, { loadAnswer });
    expect(sent.data.email).toBe('a@b.in');

    mockFetch({ 'POST /api/crmAuth/resendOtp': { body: { status: true, message: 'Sent', data: { user_id: 'u1' } } } });
    const call = api.crm.signIn('POST', '/api/crmAuth/resendOtp', { email: 'a@b.in' }, { loadAnswer });
    await expect(call).rejects.toThrow('data.email');
  });
});
