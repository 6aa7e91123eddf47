import { useMutation } from '@tanstack/react-query';
import { invitationSentAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function resendInvitation(id: string) {
  return api.crm.send('POST', API.crmAuth.resendInvitation, undefined, { query: { id }, answer: invitationSentAnswer });
}

export function useResendInvitation() {
  return useMutation({ mutationFn: resendInvitation });
}
