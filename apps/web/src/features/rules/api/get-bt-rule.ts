import { useQuery } from '@tanstack/react-query';
import type { BtRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { pick } from '../utils/unwrap';
import { ruleKeys, type Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

/** Balance-transfer rules belong to the bank: the bulk list (limit 10000) matched by bank. */
export async function getBtRule(pair: Pair): Promise<BtRule | null> {
  const body = await api.crm.get<unknown>(API.btrules.getAllBtRules, { query: { page: 1, limit: 10000, bank_id: pair.bank_id } });
  const rows = (pick<BtRule[]>(body, 'bt_rules') ?? []).filter((r) => r.bank_id === pair.bank_id);
  return rows.find((r) => r.is_active) ?? rows[0] ?? null;
}

export function useBtRule(pair: Pair) {
  return useQuery({ queryKey: ruleKeys.group('bankTransfer', pair), queryFn: () => getBtRule(pair) });
}
