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
});
