import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { AmountInput } from './amount-input';

export type AmountControllerProps<T extends FieldValues> = Omit<ComponentProps<typeof AmountInput>, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** An AmountInput bound to a form value: the form keeps the plain digits the input reports. */
export function AmountController<T extends FieldValues>({ control, name, ...props }: AmountControllerProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <AmountInput {...props} name={field.name} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} />}
    />
  );
}
