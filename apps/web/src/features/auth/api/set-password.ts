import { useMutation } from '@tanstack/react-query';
import { passwordSetAnswer } from '@lbo/contracts/access-answers';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

function setPassword(input: { token: string; password: string }) {
  return api.crm.send('POST', API.crmAuth.setPassword, input, { skipSessionExpiry: true, answer: passwordSetAnswer });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
