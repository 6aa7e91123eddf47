import { fieldOf, type RuleFieldKind, type RuleGroupDefinition } from '@lbo/contracts/rule-groups';

/** How one rule field is edited (the kinds a group definition names). */
export type FieldKind = RuleFieldKind;

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

/** A group's form cards, from its definition. */
export function cardsOf(definition: RuleGroupDefinition): FieldCard[] {
  return definition.cards.map((card) => ({
    title: card.title,
    description: card.description,
    fields: card.fields.map((name) => {
      const { label, kind, step, required, hint } = fieldOf(definition, name);
      return { name, label, kind, step, required, hint };
    }),
  }));
}
