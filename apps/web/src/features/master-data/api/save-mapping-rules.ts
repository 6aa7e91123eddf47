import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okAnswer } from '@lbo/contracts/answers';
import { mappingDtoSchema } from '@lbo/contracts/master-data-answers';
import { api } from '@/lib/api-client';
import { masterDataKeys } from './types';
import { API } from '@lbo/contracts/api-paths';

export interface MappingRuleInput {
  id?: string | undefined;
  company_id: string;
  category_id: string;
  is_active: boolean;
}

/**
 * One create or update call per rule, in parallel (part 2 §4). Rejects with
 * the first failure once every call has settled, so no call is left running.
 */
async function saveMappingRules(bankId: string, productId: string, rules: MappingRuleInput[]): Promise<void> {
  const answer = okAnswer(mappingDtoSchema);
  const results = await Promise.allSettled(
    rules.map(({ id, ...rule }) => {
      const body = { ...rule, bank_id: bankId, product_id: productId };
      return id
        ? api.crm.send('PUT', API.bankcompanycategory.updateBankCompanyCategory, body, { query: { id }, answer })
        : api.crm.send('POST', API.bankcompanycategory.createBankCompanyCategory, body, { answer });
    }),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
}

export function useSaveMappingRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bankId, productId, rules }: { bankId: string; productId: string; rules: MappingRuleInput[] }) => saveMappingRules(bankId, productId, rules),
    // Some calls may have succeeded even when one failed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: masterDataKeys.entity('mapping') }),
  });
}
