import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API } from '@lbo/contracts/api-paths';
import { consentSettingsStateAnswer, type ConsentSettingsState } from '@lbo/contracts/consent';

async function getConsentSetting(): Promise<ConsentSettingsState> {
  return (await api.bre.read(API.settings.consent, { answer: consentSettingsStateAnswer })).data;
}

/** The notice the wizard asks consent to, while the setting requires consent (ADR 0040); null otherwise. */
export type ConsentNotice = ConsentSettingsState['notice'];

/**
 * Whether evaluations need consent, and the notice to show. Read by the rich wizard only; when it
 * cannot be read the wizard shows no consent box, and the server's 400 says consent is required.
 */
export function useConsentNotice(enabled: boolean): ConsentNotice | null {
  const { data } = useQuery({ queryKey: ['loan-evaluator', 'consent-setting'], queryFn: getConsentSetting, staleTime: 30_000, enabled, retry: false });
  return enabled && data?.required ? data.notice : null;
}
