import { useCallback, useEffect, useMemo, type RefObject } from 'react';
import { FormProvider, useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import toast from 'react-hot-toast';
import { z } from 'zod';
import { RULE_MESSAGES } from '@lbo/contracts/rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useCategories } from '../api/get-categories';
import type { DeleteAnswer } from '../api/delete-group-rule';
import type { Reasoned, SaveAnswer } from '../api/group-mutation';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useDraft, type DraftStore } from '../hooks/use-drafts';
import { useReasonPrompt } from '../hooks/use-reason-prompt';
import { useRowHighlight } from '../hooks/use-row-highlight';
import { reasonFor, submitted, useSaveHandle, type PreviewOutcome, type SaveHandle, type SaveOutcome } from '../hooks/use-save-handle';
import type { SaveCall } from '../api/save-call';
import { applyFieldErrors } from '@/lib/field-errors';
import type { FieldCard } from '../utils/field-spec';
import { deletionIdOf } from '../utils/deletion-id';
import { toFormRow, type FormRow } from '../utils/form-values';
import { BandTable, fitsTable } from './band-table';
import { DeleteRuleButton } from './delete-rule-button';
import { GroupHeading } from './group-heading';
import { RuleField } from './rule-field';
import { getErrorMessage } from '@/lib/api-client';

interface RowsForm {
  rules: FormRow[];
}

export interface RowRulesEditorProps<TRule extends { id: string }, TValues> {
  title: string;
  description?: string;
  emptyText: string;
  /**
   * View mode hides the delete buttons (spec part 2: "view mode … hides save and delete"), except
   * where the spec keeps them, disabled, with the "Cannot delete in view mode" title (registration).
   */
  deleteInView?: 'hidden' | 'disabled';
  /** Title of the delete confirmation ('Registration Rule', 'Bank Salary Rule', …). */
  confirmTitle: string;
  /** The fields of each rule card, in sections (a section without a title is just a grid). */
  sections: FieldCard[];
  rowSchema: z.ZodType<TValues>;
  query: UseQueryResult<TRule[]>;
  saveMutation: UseMutationResult<SaveAnswer<TRule[]>, Error, Reasoned<TValues[]>> & { describe?: (rows: TValues[]) => SaveCall };
  deleteMutation: UseMutationResult<DeleteAnswer, Error, { id: string; reason?: string }>;
  loadError: string;
  saveError: string;
  deleteError: string;
  /** Shown when the form does not validate (bank salary has its own text). */
  invalidMessage?: string;
  /** The fields that identify a stored row when a card has lost its id (spec part 2 §4). */
  matchKeys?: readonly string[];
  /** Compact cards for short rows (multiplier, FOIR). */
  compact?: boolean;
  readOnly: boolean;
  saveRef: RefObject<SaveHandle | null>;
  /** Where the tab's unsaved edits wait while another tab is open. */
  drafts?: DraftStore;
  draftKey?: string;
}

/**
 * The one machinery of the groups with many rows per pair (multiplier, FOIR, registration
 * types, bank salary): rows are cards, 'Add Rule' appends an unsaved one, removing an unsaved
 * row just drops it, removing a saved one asks first and deletes it on the server, and a save
 * sends every row in one call (rows with an id are updated, the others created).
 */
export function RowRulesEditor<TRule extends { id: string }, TValues>(props: RowRulesEditorProps<TRule, TValues>) {
  const { title, description, emptyText, confirmTitle, sections, rowSchema, query, saveMutation, deleteMutation, readOnly, saveRef } = props;
  const fieldNames = useMemo(() => sections.flatMap((s) => s.fields.map((f) => f.name)), [sections]);
  const needsCategories = fieldNames.includes('category_id');
  const categories = useCategories();
  useErrorToast(needsCategories ? categories.error : null, 'Failed to load categories');

  const schema = useMemo(() => z.object({ rules: z.array(rowSchema) }), [rowSchema]);
  const form = useForm<RowsForm, unknown, { rules: TValues[] }>({
    resolver: zodResolver(schema as never) as unknown as Resolver<RowsForm, unknown, { rules: TValues[] }>,
    defaultValues: { rules: [] },
  });
  const { reset, formState, control } = form;
  // keyName keeps the field array's own keys apart from the rules' `id`.
  const rows = useFieldArray({ control, name: 'rules', keyName: 'key' });
  const reasons = useReasonPrompt();
  const allFields = useMemo(() => sections.flatMap((s) => s.fields), [sections]);
  const asTable = fitsTable(allFields);
  const restoreDraft = useDraft(form, props.drafts, props.draftKey ?? title);
  const highlightRef = useRowHighlight();

  const toForm = useCallback((rules: TRule[]) => ({ rules: rules.map((r) => toFormRow(r, fieldNames)) }), [fieldNames]);

  // Server data replaces the form unless it holds unsaved edits; edits left on another tab come back over it.
  useEffect(() => {
    if (query.isSuccess && !formState.isDirty) {
      reset(toForm(query.data));
      restoreDraft();
    }
  }, [query.isSuccess, query.data, toForm, reset, formState.isDirty, restoreDraft]);
  useErrorToast(query.error, props.loadError);

  const save = useCallback<SaveHandle>(
    (options) =>
      submitted(
        form,
        async (values): Promise<SaveOutcome> => {
          const reason = await reasonFor(options);
          if (!reason) return { ok: false, cancelled: true };
          try {
            const answer = await saveMutation.mutateAsync({ variables: values.rules, ...reason });
            toast.success(answer.message);
            // A proposal changes nothing yet: the edits stay on screen, unsaved.
            if (answer.proposal) return { ok: false, proposed: true, message: answer.message };
            reset(toForm(answer.value));
            return { ok: true };
          } catch (error) {
            console.error('Saving rules failed', error);
            applyFieldErrors(form, error);
            return { ok: false, message: getErrorMessage(error, props.saveError) };
          }
        },
        props.invalidMessage,
      ),
    [form, saveMutation, reset, toForm, props.saveError, props.invalidMessage],
  );
  const preview = useCallback(
    () =>
      submitted(
        form,
        (values): PreviewOutcome => ({ ok: true, calls: saveMutation.describe ? [saveMutation.describe(values.rules)] : [] }),
        props.invalidMessage,
      ),
    [form, saveMutation, props.invalidMessage],
  );
  useSaveHandle(saveRef, save, saveMutation.describe ? preview : undefined);

  const storedIdOf = (index: number) => {
    const cards = form.getValues('rules');
    const held = new Set(cards.flatMap((card, i) => (i !== index && card.id ? [card.id] : [])));
    return deletionIdOf(cards[index] ?? {}, index, query.data, props.matchKeys, held);
  };

  const removeRow = (index: number) => {
    if (readOnly) {
      toast.error(RULE_MESSAGES.cannotDeleteInView);
      return;
    }
    if (!storedIdOf(index)) {
      rows.remove(index);
      toast.success(RULE_MESSAGES.ruleRemoved);
      return;
    }
    void confirmDelete(index);
  };

  /** A saved row is deleted on the server after a confirmation that also asks why. */
  const confirmDelete = async (index: number) => {
    const id = storedIdOf(index);
    if (!id) return;
    const reason = await reasons.ask({
      title: confirmTitle,
      description: `Are you sure you want to delete Rule ${index + 1}? This cannot be undone.`,
      confirmLabel: 'Delete',
      variant: 'danger',
    });
    if (reason === null) return;
    try {
      const answer = await deleteMutation.mutateAsync({ id, reason });
      if (!answer.proposed) rows.remove(index);
      toast.success(answer.message);
    } catch (error) {
      toast.error(getErrorMessage(error, props.deleteError));
    }
  };

  if (query.isPending) return <Spinner className="flex py-16" />;
  if (query.isError) return <ErrorState message={getErrorMessage(query.error, props.loadError)} onRetry={() => void query.refetch()} />;

  const addRule = readOnly ? null : (
    <Button variant="outline" onClick={() => rows.append(toFormRow(null, fieldNames))}>
      <Plus className="size-4" aria-hidden="true" />
      Add Rule
    </Button>
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <GroupHeading title={title} description={description} actions={addRule} />
        {rows.fields.length === 0 ? (
          <Card>
            <EmptyState title={emptyText} />
          </Card>
        ) : asTable ? (
          <BandTable
            fields={allFields}
            rows={rows.fields}
            isSaved={(index) => storedIdOf(index) !== null}
            readOnly={readOnly}
            deleteInView={props.deleteInView ?? 'hidden'}
            onRemove={removeRow}
            categories={categories.data}
            rowRef={highlightRef}
          />
        ) : (
          <ol className="space-y-4">
            {rows.fields.map((row, index) => {
              const saved = storedIdOf(index) !== null;
              return (
                <li key={row.key} ref={highlightRef(row.id)}>
                  <Card data-testid="rule-card">
                    <CardHeader className={cn('flex-row items-center justify-between gap-2 py-3', props.compact && 'border-b-0 pb-0')}>
                      <div className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
                        Rule {index + 1}
                        {saved ? null : <Badge variant="warning">Unsaved</Badge>}
                      </div>
                      {readOnly && (props.deleteInView ?? 'hidden') === 'hidden' ? null : (
                        <DeleteRuleButton index={index} readOnly={readOnly} onClick={() => removeRow(index)} />
                      )}
                    </CardHeader>
                    <CardContent className={cn('space-y-5', props.compact && 'pt-2')}>
                      <fieldset disabled={readOnly} className="space-y-5">
                        {sections.map((section, s) => (
                          <div key={section.title || s}>
                            {section.title ? <h3 className="mb-3 text-sm font-semibold text-slate-700 dark:text-slate-300">{section.title}</h3> : null}
                            <div className={cn('grid gap-4 sm:grid-cols-2', props.compact ? 'lg:grid-cols-5' : 'lg:grid-cols-3')}>
                              {section.fields.map((field) => (
                                <RuleField
                                  key={field.name}
                                  spec={field}
                                  name={`rules.${index}.${field.name}`}
                                  readOnly={readOnly}
                                  categories={categories.data}
                                />
                              ))}
                            </div>
                          </div>
                        ))}
                      </fieldset>
                    </CardContent>
                  </Card>
                </li>
              );
            })}
          </ol>
        )}
        {reasons.dialog}
      </form>
    </FormProvider>
  );
}
