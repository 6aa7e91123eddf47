import { Controller, type Control, type UseFormSetValue, type UseFormWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { cityDtoSchema, CompanyDto } from '@lbo/contracts/master-data-answers';
import { FormField } from '@/components/ui/form-field';
import { PagedPicker } from '@/components/ui/paged-picker';
import type { UsePickerPages, UseSelectedLabel } from '@/components/ui/paged-picker-source';
import { useCityName } from '../api/get-city-by-id';
import { useCityOptions } from '../api/get-cities';
import { useCompanyOptions } from '../api/get-companies';
import { useCompanyName } from '../api/get-company-by-id';
import type { BasicDetailsValues } from '../utils/form-values';

interface MasterPicker<T extends { id: string }> {
  label: string;
  /** 'companies': the search box's and the messages' word. */
  plural: string;
  useOptions: UsePickerPages<T>;
  useSelectedLabel: UseSelectedLabel;
  // Methods, so that a spec of companies serves where any row with an id is expected.
  getLabel(row: T): string;
  getTag(row: T): string | null;
}

const picker = <T extends { id: string }>(spec: MasterPicker<T>) => spec;

/** The applicant's employer and city, picked from master data: the id in `<kind>Id`, its name in `<kind>Name`. */
const PICKERS = {
  company: picker<CompanyDto>({
    label: 'Company',
    plural: 'companies',
    useOptions: useCompanyOptions,
    useSelectedLabel: useCompanyName,
    getLabel: (company) => company.company_name,
    getTag: (company) => (company.is_listed ? 'Listed' : null),
  }),
  city: picker<z.output<typeof cityDtoSchema>>({
    label: 'City',
    plural: 'cities',
    useOptions: useCityOptions,
    useSelectedLabel: useCityName,
    getLabel: (city) => city.city_name,
    getTag: (city) => (city.is_metro ? 'Metro' : null),
  }),
};

interface MasterPickerFieldProps {
  kind: keyof typeof PICKERS;
  control: Control<BasicDetailsValues>;
  setValue: UseFormSetValue<BasicDetailsValues>;
  watch: UseFormWatch<BasicDetailsValues>;
  error: string | undefined;
}

export function MasterPickerField({ kind, control, setValue, watch, error }: MasterPickerFieldProps) {
  const spec: MasterPicker<{ id: string }> = PICKERS[kind];
  const noun = spec.label.toLowerCase();
  return (
    <Controller
      control={control}
      name={`${kind}Id`}
      render={({ field }) => (
        <FormField label={spec.label} error={error} required>
          {(c) => (
            <PagedPicker
              {...c}
              value={field.value}
              selectedLabel={watch(`${kind}Name`)}
              onSelect={(row) => {
                setValue(`${kind}Name`, spec.getLabel(row));
                field.onChange(row.id);
              }}
              onBlur={field.onBlur}
              useOptions={spec.useOptions}
              useSelectedLabel={spec.useSelectedLabel}
              getValue={(row) => row.id}
              getLabel={spec.getLabel}
              getTag={spec.getTag}
              placeholder={`Select ${noun}`}
              searchLabel={`Search ${spec.plural}`}
              emptyText={`No ${spec.plural} found`}
              errorText={`Failed to load ${spec.plural}`}
            />
          )}
        </FormField>
      )}
    />
  );
}
