import { RULE_MESSAGES, type RegistrationRowValues, type RegistrationRule } from '@lbo/contracts/rules';
import { api } from '@/lib/api-client';
import { pick } from '../utils/unwrap';
import { useGroupMutation, type SaveAnswer } from './group-mutation';
import type { Pair } from './rule-keys';

/** Query bank_id and product_id; body {rules: [...]} with the pair on every row. */
export async function saveRegistrationRules(pair: Pair, rules: RegistrationRowValues[]): Promise<SaveAnswer<RegistrationRule[]>> {
  const body = await api.crm.post<{ message?: string }>(
    '/api/registrationrules/createandupdateRegistrationRule',
    { rules: rules.map((r) => ({ ...r, ...pair })) },
    { query: { ...pair } },
  );
  return { value: pick<RegistrationRule[]>(body, 'registration_rules', 'registrationRules') ?? [], message: body.message || RULE_MESSAGES.registrationSaved };
}

export function useSaveRegistrationRules(pair: Pair) {
  return useGroupMutation('registrationType', pair, (rules: RegistrationRowValues[]) => saveRegistrationRules(pair, rules));
}
