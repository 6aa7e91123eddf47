import { useEffect } from 'react';
import { useFieldArray, useForm, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { ArrowLeft, CreditCard, Plus, SearchCheck, Trash2 } from 'lucide-react';
import type { LoanType } from '@lbo/contracts/loan-application';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NumberInput } from '@/components/ui/number-input';
import { NativeSelect, ValueOptions } from '@/components/ui/native-select';
import type { EvaluatorVariant } from '../config/variants';
import { emptyLoan, ENQUIRY_FIELDS, isSecuredByDefault, type LoansValues } from '../utils/form-values';
import { CheckboxField } from './form-controls';
import { FormSection } from './form-section';

export interface LoansStepProps {
  variant: EvaluatorVariant;
  defaultValues: LoansValues;
  evaluating: boolean;
  onDraft: (values: LoansValues) => void;
  onSubmit: (values: LoansValues) => void;
  onBack: () => void;
}

/** Step 2, "Loan & Enquiries Summary": the applicant's running loans and recent credit enquiries. */
export function LoansStep({ variant, defaultValues, evaluating, onDraft, onSubmit, onBack }: LoansStepProps) {
  const { register, control, handleSubmit, watch, setValue } = useForm<LoansValues>({ defaultValues });
  const { fields, append, remove } = useFieldArray({ control, name: 'loans' });

  useEffect(() => {
    const subscription = watch((values) => onDraft(values as LoansValues));
    return () => subscription.unsubscribe();
  }, [watch, onDraft]);

  const canRemove = fields.length > variant.minLoans;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Loan & Enquiries Summary" className="space-y-5">
      <FormSection
        title="Existing Loans"
        icon={CreditCard}
        description="Loans and cards the applicant is repaying, as the CIBIL report lists them."
        actions={
          <Button variant="outline" size="sm" onClick={() => append(emptyLoan())}>
            <Plus className="size-4" aria-hidden="true" />
            Add Loan
          </Button>
        }
      >
        {fields.length === 0 ? (
          <EmptyState
            icon={CreditCard}
            title="No existing loans"
            description="Add a loan if the applicant is repaying one; otherwise go on to the evaluation."
            className="py-6"
          />
        ) : (
          <ol className="space-y-4">
            {fields.map((field, index) => (
              <LoanFields
                key={field.id}
                index={index}
                variant={variant}
                control={control}
                register={register}
                setValue={setValue}
                onRemove={canRemove ? () => remove(index) : undefined}
              />
            ))}
          </ol>
        )}
      </FormSection>

      <FormSection title="Enquiries Summary" icon={SearchCheck} description="Credit enquiries (CAPS) made for the applicant in each window.">
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {ENQUIRY_FIELDS.map(({ name, label }) => (
            <FormField key={name} label={label}>
              {(c) => <NumberInput {...c} min={0} step={1} {...register(`enquiries.${name}`)} />}
            </FormField>
          ))}
        </div>
      </FormSection>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" size="lg" onClick={onBack}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back
        </Button>
        <Button type="submit" size="lg" loading={evaluating}>
          Calculate BRE →
        </Button>
      </div>
    </form>
  );
}

interface LoanFieldsProps {
  index: number;
  variant: EvaluatorVariant;
  control: Control<LoansValues>;
  register: UseFormRegister<LoansValues>;
  setValue: UseFormSetValue<LoansValues>;
  onRemove: (() => void) | undefined;
}

function LoanFields({ index, variant, control, register, setValue, onRemove }: LoanFieldsProps) {
  const n = index + 1;
  const path = `loans.${index}` as const;
  return (
    <li
      className="rounded-lg border border-slate-200 bg-slate-50/60 p-4 dark:border-slate-800 dark:bg-slate-950/40"
      aria-label={`Loan ${n}`}
      data-testid="loan-row"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-200">Loan {n}</h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={!onRemove}
          aria-label={`Remove loan ${n}`}
          className="text-red-600 hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-500/10"
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Remove
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label="Bank Name">{(c) => <Input {...c} placeholder="Lender" autoComplete="off" {...register(`${path}.bank_name`)} />}</FormField>
        <FormField label="Loan Type">
          {(c) => (
            <NativeSelect
              {...c}
              {...register(`${path}.Loan_Type`, {
                // Home, car and gold loans are secured; the box stays editable.
                onChange: (e: { target: { value: string } }) => setValue(`${path}.is_secured`, isSecuredByDefault(e.target.value as LoanType)),
              })}
            >
              <ValueOptions values={variant.loanTypes} />
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Open Date">{(c) => <Input {...c} type="date" {...register(`${path}.openDate`)} />}</FormField>
        <FormField label="Outstanding (₹)">{(c) => <NumberInput {...c} min={0} placeholder="0" {...register(`${path}.outstanding`)} />}</FormField>
        <FormField label="EMI Amount (₹)">{(c) => <NumberInput {...c} min={0} placeholder="0" {...register(`${path}.emi_amount`)} />}</FormField>
        <FormField label="EMIs Paid">{(c) => <NumberInput {...c} min={0} step={1} placeholder="0" {...register(`${path}.emisPaid`)} />}</FormField>
        <FormField label="EMIs Pending">{(c) => <NumberInput {...c} min={0} step={1} placeholder="0" {...register(`${path}.emisPending`)} />}</FormField>
        <div className="flex flex-col justify-end gap-2">
          <CheckboxField control={control} name={`${path}.is_secured`} label="Secured" className="py-2" />
        </div>
      </div>
      {variant.balanceTransfer ? (
        <div className="mt-3 sm:max-w-md">
          <CheckboxField
            control={control}
            name={`${path}.bt`}
            label="Balance transfer"
            description="The applicant wants the new lender to take this loan over."
          />
        </div>
      ) : null}
    </li>
  );
}
