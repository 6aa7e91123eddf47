import { useQuery } from '@tanstack/react-query';
import type { RegistrationRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { pick, samePair } from '../utils/unwrap';
import { ruleKeys, type Pair } from './rule-keys';
import { API } from '@lbo/contracts/api-paths';

/** The bulk list (limit 1000, read as registration_rules or registrationRules) narrowed to the pair. */
export async function getRegistrationRules(pair: Pair): Promise<RegistrationRule[]> {
  const body = await api.crm.get<unknown>(API.registrationrules.getAllRegistrationRules, { query: { page: 1, limit: 1000, ...pair } });
  return (pick<RegistrationRule[]>(body, 'registration_rules', 'registrationRules') ?? []).filter(samePair(pair));
}

export function useRegistrationRules(pair: Pair) {
  return useQuery({ queryKey: ruleKeys.group('registrationType', pair), queryFn: () => getRegistrationRules(pair) });
}
