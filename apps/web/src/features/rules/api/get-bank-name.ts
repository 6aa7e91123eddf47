import { useQuery } from '@tanstack/react-query';
import { bankAnswer } from '@lbo/contracts/master-data-answers';
import { api } from '@/lib/api-client';
import { ruleKeys } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

async function getBankName(id: string): Promise<string> {
  return (await api.crm.read(API.bank.getBankById, { query: { id }, answer: bankAnswer })).data.name;
}

export function useBankName(id: string | null) {
  return useQuery({ queryKey: ruleKeys.bankName(id ?? ''), queryFn: () => getBankName(id!), enabled: !!id, staleTime: 5 * 60_000 });
}
