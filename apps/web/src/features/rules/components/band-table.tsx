import { get, useFormContext } from 'react-hook-form';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import type { CategoryOption } from '../api/get-categories';
import type { FieldSpec } from '../utils/field-spec';
import { NO_LIMIT, RuleControl, isOpenMaximum } from './rule-field';
import { DeleteRuleButton } from './delete-rule-button';
import { ScrollX } from '@/components/ui/scroll-x';

export interface BandTableProps {
  fields: FieldSpec[];
  rows: { key: string; id?: string | null }[];
  /** A ref for the row a link into the editor names (checks' "Open the row"): scrolled to and ringed. */
  rowRef?: (rowId: string | null | undefined) => ((element: HTMLElement | null) => void) | undefined;
  isSaved: (index: number) => boolean;
  readOnly: boolean;
  /** 'hidden' drops the delete column in view mode; 'disabled' keeps it, greyed. */
  deleteInView: 'hidden' | 'disabled';
  onRemove: (index: number) => void;
  categories?: CategoryOption[];
}

/** A field is narrow (a share, a multiple) or wide (a ₹ amount, a category). */
const widthOf = (field: FieldSpec) => (field.kind === 'category' || field.kind === 'text' ? 'min-w-44' : field.rupees ? 'min-w-36' : 'min-w-24');

/** A row's Delete stays at the right edge while a phone scrolls the fields sideways (ScrollX's shadow stands beside it). */
const DELETE_COLUMN = 'sticky right-0 w-14 min-w-14 px-2 py-1.5';

/**
 * The bands of a group as one table, a row per rule (from, to, values), instead of a tall card
 * each: ten FOIR bands fit a screen. Each row keeps the card's test id and each control its
 * field's label, so a row reads as a card did.
 */
export function BandTable({ fields, rows, isSaved, readOnly, deleteInView, onRemove, categories, rowRef }: BandTableProps) {
  const { formState } = useFormContext();
  const showDelete = !readOnly || deleteInView === 'disabled';
  return (
    <ScrollX
      frameClassName="overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
      endCueClassName={showDelete ? 'right-14' : undefined}
    >
      <table className="w-full border-collapse text-sm" data-testid="band-table">
        <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-500 dark:bg-slate-800/50 dark:text-slate-400">
          <tr>
            <th scope="col" className="w-16 px-3 py-2">
              Rule
            </th>
            {fields.map((field) => (
              <th key={field.name} scope="col" className={cn('px-2 py-2 whitespace-nowrap', widthOf(field))}>
                {field.label}
                {field.required ? <span className="text-red-600"> *</span> : null}
                {field.rupees ? <span className="font-normal text-slate-400"> ₹</span> : null}
              </th>
            ))}
            {showDelete ? (
              <th scope="col" className={cn(DELETE_COLUMN, 'bg-slate-50 dark:bg-slate-800')}>
                <span className="sr-only">Delete</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {rows.map((row, index) => (
            <tr key={row.key} ref={rowRef?.(row.id)} data-testid="rule-card" className="align-top">
              <th scope="row" className="px-3 py-2.5 text-left font-medium whitespace-nowrap text-slate-700 dark:text-slate-200">
                {index + 1}
                {isSaved(index) ? null : (
                  <Badge variant="warning" className="ml-1">
                    Unsaved
                  </Badge>
                )}
              </th>
              {fields.map((field) => {
                const name = `rules.${index}.${field.name}`;
                const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
                const errorId = `${name}-error`;
                return (
                  <td key={field.name} className="px-2 py-1.5">
                    <fieldset disabled={readOnly}>
                      <RuleControl
                        spec={field}
                        name={name}
                        readOnly={readOnly}
                        categories={categories}
                        aria={{
                          'aria-label': field.label,
                          'aria-invalid': error ? true : undefined,
                          'aria-required': field.required ? true : undefined,
                          'aria-describedby': error ? errorId : undefined,
                          ...(isOpenMaximum(field) ? { title: `Blank: ${NO_LIMIT.toLowerCase()}` } : {}),
                        }}
                      />
                    </fieldset>
                    {error ? (
                      <p id={errorId} role="alert" className="mt-1 text-xs font-medium text-red-600 dark:text-red-400">
                        {error}
                      </p>
                    ) : null}
                  </td>
                );
              })}
              {showDelete ? (
                <td className={cn(DELETE_COLUMN, 'bg-white dark:bg-slate-900')}>
                  <DeleteRuleButton index={index} readOnly={readOnly} onClick={() => onRemove(index)} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollX>
  );
}

/** Groups whose fields all fit a table cell (no JSON, no checkbox lists) are edited as a band table. */
export const fitsTable = (fields: FieldSpec[]) => fields.every((f) => !['json', 'companyTypes', 'date'].includes(f.kind));
