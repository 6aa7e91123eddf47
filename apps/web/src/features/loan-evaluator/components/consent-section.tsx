import type { Control } from 'react-hook-form';
import { ShieldCheck } from 'lucide-react';
import { CONSENT_PURPOSE_LABELS } from '@lbo/contracts/consent';
import { FieldError } from '@/components/ui/form-field';
import type { ConsentNotice } from '../api/get-consent-setting';
import type { BasicDetailsValues } from '../utils/form-values';
import { CheckboxField } from './form-controls';
import { FormSection } from './form-section';

/** Step 1's notice and consent box, while the consent setting requires consent (ADR 0040). */
export function ConsentSection({ notice, control, error }: { notice: ConsentNotice; control: Control<BasicDetailsValues>; error?: string | undefined }) {
  const purposes = notice.purposes.map((p) => CONSENT_PURPOSE_LABELS[p].toLowerCase()).join(' and ');
  return (
    <FormSection title="Consent" icon={ShieldCheck} description={`Read this notice to the applicant (notice ${notice.version}).`}>
      <p className="mb-3 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300" data-testid="consent-notice">
        {notice.text}
      </p>
      <CheckboxField
        control={control}
        name="consentGiven"
        label="The applicant consents"
        description={`To ${purposes}, as the notice says. Recorded with this evaluation as given on the web, now.`}
      />
      <div className="mt-1.5">
        <FieldError id="consentGiven-error" error={error} />
      </div>
    </FormSection>
  );
}
