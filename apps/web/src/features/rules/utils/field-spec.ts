/** How one rule field is edited. */
export type FieldKind =
  | 'number'
  /** Yes / No, never empty (the active flags). */
  | 'yesNo'
  /** Yes / No / not set (a null flag sets no constraint). */
  | 'optionalYesNo'
  | 'date'
  | 'text'
  | 'json'
  | 'category'
  | 'registrationType'
  | 'companyTypes';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  /** Step of number inputs (0.01 for multipliers and percentages). */
  step?: string;
  required?: boolean;
  hint?: string;
}

export interface FieldCard {
  title: string;
  description?: string;
  fields: FieldSpec[];
}

export const num = (name: string, label: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({ name, label, kind: 'number', ...extra });
export const pct = (name: string, label: string, extra: Partial<FieldSpec> = {}): FieldSpec => ({ name, label, kind: 'number', step: '0.01', ...extra });
export const yesNo = (name: string, label: string): FieldSpec => ({ name, label, kind: 'optionalYesNo' });
export const active = (): FieldSpec => ({ name: 'is_active', label: 'Active', kind: 'yesNo' });
export const date = (name: string, label: string): FieldSpec => ({ name, label, kind: 'date' });
