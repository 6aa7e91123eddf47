import { fieldOf, type RuleFieldKind, type RuleGroupDefinition } from '@lbo/contracts/rule-groups';

/** How one rule field is edited (the kinds a group definition names). */
type FieldKind = RuleFieldKind;

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  /** Step of number inputs (0.01 for multipliers and percentages). */
  step?: string;
  required?: boolean;
  hint?: string;
  /** A ₹ amount: typed with Indian grouping (12,34,567). */
  rupees?: boolean;
}

/**
 * The number fields that hold rupees: salaries, loan amounts, fees and charges, named so by the
 * definitions (a ₹ in the label, or salary / amount / fee in the API name), never months, ages or shares.
 */
function isRupeeField(name: string, label: string, kind: FieldKind): boolean {
  if (kind !== 'number') return false;
  if (label.includes('₹')) return true;
  if (/months|percent|age|count|days|multiplier/.test(name)) return false;
  return /salary|amount|_fee/.test(name);
}

export interface FieldCard {
  title: string;
  description?: string;
  fields: FieldSpec[];
}

/** A group's form cards, from its definition. */
export function cardsOf(definition: RuleGroupDefinition): FieldCard[] {
  return definition.cards.map((card) => ({
    title: card.title,
    description: card.description,
    fields: card.fields.map((name) => {
      const { label, kind, step, required, hint } = fieldOf(definition, name);
      return { name, label, kind, step, required, hint, rupees: isRupeeField(name, label, kind) };
    }),
  }));
}
