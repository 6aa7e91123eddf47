import { describe, expect, it } from 'vitest';
import { bankAnswer } from '@lbo/contracts/master-data-answers';
import { mockFetch } from '@/testing/mock-fetch';
import { AnswerMismatchError, api } from './api-client';

const bank = {
  id: 'b1',
  name: 'HDFC Bank',
  is_active: true,
  logo_url: null,
  grievance_officer_name: null,
  grievance_officer_phone: null,
  grievance_officer_email: null,
  uses_recovery_agents: null,
  created_at: '2026-11-26T00:00:00.000Z',
  updated_at: '2026-11-26T00:00:00.000Z',
};

describe('typed answers', () => {
  it('answers what the contract describes, typed by it', async () => {
    mockFetch({ 'GET /api/bank/getBankById': { body: { status: true, statusCode: 200, message: 'Success', data: bank } } });
    const body = await api.crm.read('/api/bank/getBankById', { query: { id: 'b1' }, answer: bankAnswer });
    expect(body.data.name).toBe('HDFC Bank');
  });

  it('fails in tests when the server renamed a field, naming it', async () => {
    const { name, ...renamed } = bank;
    mockFetch({
      'GET /api/bank/getBankById': { body: { status: true, statusCode: 200, message: 'Success', data: { ...renamed, bank_name: name } } },
    });
    const call = api.crm.read('/api/bank/getBankById', { query: { id: 'b1' }, answer: bankAnswer });
    await expect(call).rejects.toBeInstanceOf(AnswerMismatchError);
    await expect(api.crm.read('/api/bank/getBankById', { query: { id: 'b1' }, answer: bankAnswer })).rejects.toThrow('data.name');
  });
});
