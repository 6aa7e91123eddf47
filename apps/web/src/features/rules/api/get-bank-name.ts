import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pick } from '../utils/unwrap';
import { ruleKeys } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

/** The bank's display name (name, bank_name or display_name). */
export async function getBankName(id: string): Promise<string | null> {
  const body = await api.crm.get<unknown>(API.bank.getBankById, { query: { id } });
  return pick<string>(body, 'name', 'bank_name', 'display_name') ?? null;
}

export function useBankName(id: string | null) {
  return useQuery({ queryKey: ruleKeys.bankName(id ?? ''), queryFn: () => getBankName(id!), enabled: !!id, staleTime: 5 * 60_000 });
}
