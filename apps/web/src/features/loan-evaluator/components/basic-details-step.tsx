import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote, Briefcase, Building2, FileCheck2, UserRound } from 'lucide-react';
import { CIBIL_MAX, CIBIL_MIN, MIN_AGE } from '@lbo/contracts/limits';
import { Button } from '@/components/ui/button';
import { AmountController } from '@/components/ui/amount-controller';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { PRODUCT_LOAN_TYPE_LABELS, PRODUCT_LOAN_TYPES } from '@lbo/contracts/master-data';
import { DOCUMENT_LANGUAGE_NAMES, DOCUMENT_LANGUAGES } from '@lbo/contracts/document-languages';
import { NumberInput } from '@/components/ui/number-input';
import { formatINRExact } from '@/lib/format';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import type { EvaluatorVariant } from '../config/variants';
import type { BasicDetailsValues } from '../utils/form-values';
import type { ConsentNotice } from '../api/get-consent-setting';
import { withConsent } from '../utils/basic-details-schema';
import { ConsentSection } from './consent-section';
import { CheckboxField, YesNoField } from './form-controls';
import { FormSection } from './form-section';
import { MasterPickerField } from './master-picker-field';

export interface BasicDetailsStepProps {
  variant: EvaluatorVariant;
  /** While consent is required: the notice shown and consented to. */
  consentNotice?: ConsentNotice | null;
  defaultValues: BasicDetailsValues;
  /** Show every error at once (the user was sent back here from step 2). */
  review: boolean;
  onDraft: (values: BasicDetailsValues) => void;
  onSubmit: (values: BasicDetailsValues) => void;
}

const amountHint = (value: string) => (value.trim() !== '' && Number.isFinite(Number(value)) ? formatINRExact(Number(value)) : undefined);

/** Step 1, "Basic & Loan Details": the applicant, employer, city, request and documents. */
export function BasicDetailsStep({ variant, consentNotice = null, defaultValues, review, onDraft, onSubmit }: BasicDetailsStepProps) {
  const schema = useMemo(() => (consentNotice ? withConsent(variant.basicDetailsSchema) : variant.basicDetailsSchema), [consentNotice, variant]);
  const {
    register,
    control,
    handleSubmit,
    setValue,
    watch,
    trigger,
    formState: { errors },
  } = useForm<BasicDetailsValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const subscription = watch((values) => onDraft(values as BasicDetailsValues));
    return () => subscription.unsubscribe();
  }, [watch, onDraft]);

  useEffect(() => {
    if (review) void trigger();
  }, [review, trigger]);

  const [salary, loanAmount] = watch(['salary', 'requestedLoanAmount']);
  const hints = variant.showsRangeHints;

  return (
    <form
      ref={formRef}
      onSubmit={handleSubmit(onSubmit, (invalid) => focusFirstInvalid(formRef.current, invalid))}
      noValidate
      aria-label="Basic & Loan Details"
      className="space-y-5"
    >
      <FormSection title="Personal Details" icon={UserRound}>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <FormField label="Name" error={errors.user_name?.message} required>
            {(c) => <Input {...c} autoComplete="off" placeholder="Applicant's full name" {...register('user_name')} />}
          </FormField>
          <FormField
            label="Customer reference"
            error={errors.customer_reference?.message}
            hint="Optional: an existing customer's reference files the evaluation under them"
          >
            {(c) => <Input {...c} autoComplete="off" placeholder="e.g. LEAD-2031" {...register('customer_reference')} />}
          </FormField>
          {variant.asksPreferredLanguage ? (
            <FormField label="Preferred language" hint="Optional: the language of the borrower's Key Fact Statement and comparison of offers">
              {(c) => (
                <NativeSelect {...c} {...register('preferredLanguage')}>
                  <option value="">As before (English for a new customer)</option>
                  {DOCUMENT_LANGUAGES.map((code) => (
                    <option key={code} value={code}>
                      {DOCUMENT_LANGUAGE_NAMES[code]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          <FormField label="Age" error={errors.age?.message} required hint={hints ? `At least ${MIN_AGE} years` : undefined}>
            {(c) => <NumberInput {...c} min={hints ? MIN_AGE : 0} placeholder="Years" {...register('age')} />}
          </FormField>
          <FormField
            label="CIBIL Score"
            error={errors.cibilScore?.message}
            required={!variant.nullableCibil}
            hint={variant.nullableCibil ? `${CIBIL_MIN}–${CIBIL_MAX}; leave empty when there is no credit history` : undefined}
          >
            {(c) => <NumberInput {...c} min={CIBIL_MIN} max={CIBIL_MAX} placeholder={`${CIBIL_MIN}–${CIBIL_MAX}`} {...register('cibilScore')} />}
          </FormField>
          <FormField label="Monthly Salary (₹)" error={errors.salary?.message} required hint={amountHint(salary)}>
            {(c) => <AmountController {...c} control={control} name="salary" placeholder="Net take-home" />}
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Company & City" icon={Building2}>
        <div className="grid gap-4 sm:grid-cols-2">
          <MasterPickerField kind="company" control={control} setValue={setValue} watch={watch} error={errors.companyId?.message} />
          <MasterPickerField kind="city" control={control} setValue={setValue} watch={watch} error={errors.cityId?.message} />
        </div>
      </FormSection>

      <FormSection title="Loan Requirements" icon={Banknote}>
        <div className={variant.asksPurpose ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'grid gap-4 sm:grid-cols-2'}>
          {variant.asksPurpose ? (
            <FormField label="What is the loan for?" hint="Only products of this type are checked" className="sm:col-span-2 xl:col-span-1">
              {(c) => (
                <NativeSelect {...c} {...register('loanPurpose')}>
                  <option value="">Any</option>
                  {PRODUCT_LOAN_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {PRODUCT_LOAN_TYPE_LABELS[type]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ) : null}
          <FormField label="Requested Loan Amount (₹)" error={errors.requestedLoanAmount?.message} required hint={amountHint(loanAmount)}>
            {(c) => <AmountController {...c} control={control} name="requestedLoanAmount" placeholder="e.g. 5,00,000" />}
          </FormField>
          <FormField label="Requested Tenure (Months)" error={errors.requestedTenureMonths?.message} required>
            {(c) => <NumberInput {...c} min={1} placeholder="e.g. 36" {...register('requestedTenureMonths')} />}
          </FormField>
        </div>
      </FormSection>

      <FormSection title="Employment & Personal Status" icon={Briefcase}>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label="Current Employment (Months)" error={errors.currentEmploymentMonths?.message}>
            {(c) => <NumberInput {...c} min={0} placeholder="0" {...register('currentEmploymentMonths')} />}
          </FormField>
          <FormField label="Total Employment (Months)" error={errors.totalEmploymentMonths?.message}>
            {(c) => <NumberInput {...c} min={0} placeholder="0" {...register('totalEmploymentMonths')} />}
          </FormField>
          <FormField label="Months at Present Residence" error={errors.monthsatpresentresidence?.message} required={variant.key === 'simple'}>
            {(c) => <NumberInput {...c} min={0} placeholder="0" {...register('monthsatpresentresidence')} />}
          </FormField>
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <YesNoField legend="Married" registration={register('isMarried')} error={errors.isMarried?.message} required />
          <YesNoField legend="House Owned" registration={register('isHouseowned')} error={errors.isHouseowned?.message} required />
          <YesNoField legend="Home Loan with Spouse" registration={register('homeloanwithspouse')} error={errors.homeloanwithspouse?.message} required />
        </div>
        {variant.asksHostel ? (
          <div className="mt-4 sm:max-w-sm">
            <CheckboxField control={control} name="isHostel" label="Lives in a hostel or PG" description="Paying guest or hostel accommodation" />
          </div>
        ) : null}
      </FormSection>

      <FormSection title="Document Proofs" icon={FileCheck2} description="Tick the proofs the applicant can provide.">
        <div className="grid gap-3 sm:grid-cols-3">
          <CheckboxField control={control} name="currentadressproof" label="Current Address Proof" />
          <CheckboxField control={control} name="permanentadressproof" label="Permanent Address Proof" />
          <CheckboxField control={control} name="permanenthouseownedproof" label="Permanent House Owned Proof" />
        </div>
      </FormSection>

      {consentNotice ? <ConsentSection notice={consentNotice} control={control} error={errors.consentGiven?.message} /> : null}

      <div className="flex justify-end">
        <Button type="submit" size="lg">
          Run CIBIL Analysis →
        </Button>
      </div>
    </form>
  );
}
