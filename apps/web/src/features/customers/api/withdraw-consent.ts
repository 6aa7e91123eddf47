import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerDetail } from '@lbo/contracts/customers';
import { consentWithdrawnAnswer } from '@lbo/contracts/consent';
import { api } from '@/lib/api-client';
import { API, pathTo } from '@lbo/contracts/api-paths';
import { customerKeys } from './customer-keys';

async function withdrawConsent({ customerId, reason }: { customerId: string; reason: string }) {
  return (await api.bre.send('POST', pathTo(API.customers.byIdConsentWithdraw, { id: customerId }), { reason }, { answer: consentWithdrawnAnswer })).data;
}

/** Withdraws the customer's consent; the page's history takes the answer's consents at once. */
export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    onSuccess: (answer, { customerId }) =>
      queryClient.setQueryData<CustomerDetail>(customerKeys.one(customerId), (detail) => (detail ? { ...detail, consents: answer.consents } : detail)),
  });
}
