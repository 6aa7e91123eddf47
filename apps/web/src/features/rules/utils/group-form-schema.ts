import { z } from 'zod';
import type { RuleGroupDefinition } from '@lbo/contracts/rule-groups';
import { parsedOrNull } from './form-values';

type Values = Record<string, unknown>;

/**
 * The form's schema: the definition's row schema, with JSON typed as text parsed first (text that
 * does not parse is sent as null, as the editor always did) and numbers rounded where the
 * definition says so.
 */
export function formSchema(definition: RuleGroupDefinition): z.ZodType<Values> {
  const fields = Object.entries(definition.fields);
  const json = fields.filter(([, field]) => field.kind === 'json').map(([name]) => name);
  const rounded = fields.filter(([, field]) => field.decimals !== undefined);
  let schema = definition.schemas.row as z.ZodType<Values>;
  if (json.length > 0) {
    schema = z.preprocess((value) => {
      const row = { ...((value ?? {}) as Values) };
      for (const name of json) row[name] = parsedOrNull(String(row[name] ?? ''));
      return row;
    }, schema);
  }
  if (rounded.length === 0) return schema;
  return schema.transform((values) => {
    const out = { ...values };
    for (const [name, field] of rounded) {
      const scale = 10 ** field.decimals!;
      if (typeof out[name] === 'number') out[name] = Math.round((out[name] as number) * scale) / scale;
    }
    return out;
  });
}
