import { ACCESS_MESSAGES } from '@lbo/contracts/access';
import { api, isApiError } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

export type EmailCheck = 'free' | 'taken';

/**
 * Asks the server whether the address is free. 'Email Already Exists' (with
 * status false, whatever the HTTP code) means taken; any other failure throws.
 */
export async function checkEmail(email: string): Promise<EmailCheck> {
  try {
    const reply = await api.crm.get<{ status?: boolean; message?: string }>(API.crmAuth.checkEmail, { query: { email } });
    return reply.message === ACCESS_MESSAGES.emailExists ? 'taken' : 'free';
  } catch (error) {
    if (isApiError(error) && error.messages.includes(ACCESS_MESSAGES.emailExists)) return 'taken';
    throw error;
  }
}
