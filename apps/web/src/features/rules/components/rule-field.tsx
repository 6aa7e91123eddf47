import { Controller, get, useFormContext } from 'react-hook-form';
import { COMPANY_TYPES, REGISTRATION_TYPE_OPTIONS, registrationTypeLabel } from '@lbo/contracts/rules';
import { AmountController } from '@/components/ui/amount-controller';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField, type FieldControlProps } from '@/components/ui/form-field';
import { Input, fieldClasses } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { NumberInput } from '@/components/ui/number-input';
import { YesNoSelect } from '@/components/ui/yes-no-select';
import { cn } from '@/lib/cn';
import type { CategoryOption } from '../api/get-categories';
import type { FieldSpec } from '../utils/field-spec';

export interface RuleFieldProps {
  spec: FieldSpec;
  /** Path in the form: `salary_min`, or `rules.2.salary_min` in a row editor. */
  name: string;
  readOnly: boolean;
  categories?: CategoryOption[];
}

/** A blank maximum sets no upper bound: the engine reads it as "no limit". */
export const NO_LIMIT = 'No limit';
export const isOpenMaximum = (spec: FieldSpec) => spec.name === 'salary_max' && !spec.required;

/** One rule field: its label, the right control for its kind, and its validation message. */
export function RuleField(props: RuleFieldProps) {
  const { spec, name } = props;
  const { formState } = useFormContext();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const hint = spec.hint ?? (isOpenMaximum(spec) ? `Blank: ${NO_LIMIT.toLowerCase()}` : undefined);

  return (
    <FormField
      label={spec.label}
      error={error}
      hint={hint}
      required={spec.required}
      className={spec.kind === 'json' || spec.kind === 'companyTypes' ? 'col-span-full' : undefined}
    >
      {(aria) => <RuleControl {...props} aria={aria} />}
    </FormField>
  );
}

/** The control of one rule field alone, for a field laid out elsewhere (a cell of the band table). */
export function RuleControl({
  spec,
  name,
  readOnly,
  categories = [],
  aria,
}: RuleFieldProps & { aria: Partial<FieldControlProps> & { 'aria-label'?: string } }) {
  const { register, control, watch } = useFormContext();
  const current = watch(name) as string | undefined;
  const placeholder = isOpenMaximum(spec) ? NO_LIMIT : undefined;

  switch (spec.kind) {
    case 'number':
      if (spec.rupees) return <AmountController {...aria} control={control} name={name} placeholder={placeholder} disabled={readOnly} />;
      return <NumberInput {...aria} step={spec.step ?? 'any'} min={0} placeholder={placeholder} disabled={readOnly} {...register(name)} />;
    case 'date':
      return <Input {...aria} type="date" disabled={readOnly} {...register(name)} />;
    case 'text':
      // Sentences of up to 500 or 1,000 characters (penal charges, remarks): a box that grows with its
      // lines shows them whole at any width, where a one-line field showed a phone half of them.
      return (
        <textarea {...aria} rows={1} disabled={readOnly} className={cn(fieldClasses, 'field-sizing-content min-h-10 resize-none py-2')} {...register(name)} />
      );
    case 'json':
      return (
        <textarea
          {...aria}
          rows={4}
          spellCheck={false}
          placeholder='{"notes": "..."}'
          disabled={readOnly}
          className={cn(fieldClasses, 'py-2 font-mono text-xs')}
          {...register(name)}
        />
      );
    case 'yesNo':
      return <YesNoSelect {...aria} disabled={readOnly} {...register(name)} />;
    case 'optionalYesNo':
      return <YesNoSelect {...aria} emptyLabel="Not set" disabled={readOnly} {...register(name)} />;
    case 'category': {
      const known = categories.some((c) => c.id === current);
      return (
        <NativeSelect {...aria} disabled={readOnly} {...register(name)}>
          <option value="">Default (no category)</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
          {current && !known ? <option value={current}>{current}</option> : null}
        </NativeSelect>
      );
    }
    case 'registrationType': {
      const offered = REGISTRATION_TYPE_OPTIONS.some((o) => o.value === current);
      return (
        <NativeSelect {...aria} disabled={readOnly} {...register(name)}>
          <option value="">Select type</option>
          {REGISTRATION_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {current && !offered ? <option value={current}>{registrationTypeLabel(current)}</option> : null}
        </NativeSelect>
      );
    }
    case 'companyTypes':
      return (
        <Controller
          control={control}
          name={name}
          render={({ field }) => {
            const chosen = new Set(
              String(field.value ?? '')
                .split(',')
                .filter(Boolean)
                .map((v) => (v === 'GOVERMENT' ? 'GOVERNMENT' : v)),
            );
            const toggle = (type: string, on: boolean) => {
              const next = new Set(chosen);
              if (on) next.add(type);
              else next.delete(type);
              field.onChange(COMPANY_TYPES.filter((t) => next.has(t)).join(','));
            };
            return (
              <div id={aria.id} role="group" aria-describedby={aria['aria-describedby']} className="flex flex-wrap gap-x-4 gap-y-2 pt-1">
                {COMPANY_TYPES.map((type) => (
                  <label key={type} className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
                    <Checkbox checked={chosen.has(type)} disabled={readOnly} onCheckedChange={(on) => toggle(type, on === true)} />
                    {registrationTypeLabel(type)}
                  </label>
                ))}
              </div>
            );
          }}
        />
      );
  }
}
