import { ACCESS_MESSAGES } from '@lbo/contracts/access';
import { emailFreeAnswer } from '@lbo/contracts/access-answers';
import { api, isApiError } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';

export type EmailCheck = 'free' | 'taken';

/** Asks the server whether the address is free. A refusal saying 'Email Already Exists' means taken; any other failure throws. */
export async function checkEmail(email: string): Promise<EmailCheck> {
  try {
    await api.crm.read(API.crmAuth.checkEmail, { query: { email }, answer: emailFreeAnswer });
    return 'free';
  } catch (error) {
    if (isApiError(error) && error.messages.includes(ACCESS_MESSAGES.emailExists)) return 'taken';
    throw error;
  }
}
