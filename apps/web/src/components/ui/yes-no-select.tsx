import { NativeSelect, type NativeSelectProps } from './native-select';

export interface YesNoSelectProps extends Omit<NativeSelectProps, 'children'> {
  /** Adds a first, empty choice with this text ('Not set') for a flag that may stay unanswered. */
  emptyLabel?: string;
}

/** A yes/no flag as a select whose values are 'true' and 'false' (what forms and the API hold). */
export function YesNoSelect({ emptyLabel, ...props }: YesNoSelectProps) {
  return (
    <NativeSelect {...props}>
      {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
      <option value="true">Yes</option>
      <option value="false">No</option>
    </NativeSelect>
  );
}
