import { useCallback, useEffect, useMemo, type RefObject } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import type { Reasoned, SaveAnswer } from '../api/group-mutation';
import type { SaveCall } from '../api/save-call';
import { useErrorToast } from '@/hooks/use-error-toast';
import { useDraft, type DraftStore } from '../hooks/use-drafts';
import { reasonFor, submitted, useSaveHandle, type PreviewOutcome, type SaveHandle, type SaveOutcome } from '../hooks/use-save-handle';
import { applyFieldErrors } from '@/lib/field-errors';
import type { FieldCard } from '../utils/field-spec';
import { toFormRow, type FormRow } from '../utils/form-values';
import { GroupHeading } from './group-heading';
import { RuleField } from './rule-field';
import { getErrorMessage } from '@/lib/api-client';

export interface SingleRuleFormProps<TRule extends { id: string }, TValues> {
  title: string;
  description?: string;
  cards: FieldCard[];
  /** The contracts' schema of the group: validates the form text and turns it into the values sent. */
  schema: z.ZodType<TValues>;
  query: UseQueryResult<TRule | null>;
  mutation: UseMutationResult<SaveAnswer<TRule>, Error, Reasoned<{ id: string | null; values: TValues }>> & {
    describe?: (variables: { id: string | null; values: TValues }) => SaveCall;
  };
  loadError: string;
  /** The toast text when a save fails, given the server's message (or the fallback). */
  saveError: (reason: string) => string;
  saveFallback: string;
  readOnly: boolean;
  saveRef: RefObject<SaveHandle | null>;
  /** Where the tab's unsaved edits wait while another tab is open. */
  drafts?: DraftStore;
  draftKey?: string;
}

/**
 * The machinery of the groups edited as one form per pair (general eligibility, employment,
 * bank transfer, obligation, CIBIL enquiries): loads the rule, creates it when there is none
 * and updates it when there is, and hands its save to Save & Next.
 */
export function SingleRuleForm<TRule extends { id: string }, TValues>({
  title,
  description,
  cards,
  schema,
  query,
  mutation,
  loadError,
  saveError,
  saveFallback,
  readOnly,
  saveRef,
  drafts,
  draftKey,
}: SingleRuleFormProps<TRule, TValues>) {
  const fieldNames = useMemo(() => cards.flatMap((c) => c.fields.map((f) => f.name)), [cards]);
  const form = useForm<FormRow, unknown, TValues>({
    resolver: zodResolver(schema as never) as unknown as Resolver<FormRow, unknown, TValues>,
    defaultValues: toFormRow(null, fieldNames),
  });
  const { reset, formState } = form;
  const restoreDraft = useDraft(form, drafts, draftKey ?? title);

  // Server data replaces the form unless the user has unsaved edits; edits left on another tab come back over it.
  useEffect(() => {
    if (query.isSuccess && !formState.isDirty) {
      reset(toFormRow(query.data, fieldNames));
      restoreDraft();
    }
  }, [query.isSuccess, query.data, fieldNames, reset, formState.isDirty, restoreDraft]);
  useErrorToast(query.error, loadError);

  const save = useCallback<SaveHandle>(
    (options) =>
      submitted(form, async (values): Promise<SaveOutcome> => {
        const reason = await reasonFor(options);
        if (!reason) return { ok: false, cancelled: true };
        try {
          const id = form.getValues('id') || null;
          const answer = await mutation.mutateAsync({ variables: { id, values }, ...reason });
          toast.success(answer.message);
          // A proposal changes nothing yet: the edits stay on screen, unsaved.
          if (answer.proposal) return { ok: false, proposed: true, message: answer.message };
          reset(toFormRow(answer.value, fieldNames));
          return { ok: true };
        } catch (error) {
          applyFieldErrors(form, error);
          return { ok: false, message: saveError(getErrorMessage(error, saveFallback)) };
        }
      }),
    [form, mutation, reset, fieldNames, saveError, saveFallback],
  );
  const preview = useCallback(
    () =>
      submitted(form, (values): PreviewOutcome => ({
        ok: true,
        calls: mutation.describe ? [mutation.describe({ id: form.getValues('id') || null, values })] : [],
      })),
    [form, mutation],
  );
  useSaveHandle(saveRef, save, mutation.describe ? preview : undefined);

  if (query.isPending) return <Spinner className="flex py-16" />;
  if (query.isError) return <ErrorState message={getErrorMessage(query.error, loadError)} onRetry={() => void query.refetch()} />;

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => e.preventDefault()} noValidate>
        <GroupHeading title={title} description={description} />
        {readOnly && !query.data ? <p className="mb-4 text-sm text-slate-500 dark:text-slate-400">No rule configured for this bank and product yet.</p> : null}
        <fieldset disabled={readOnly} className="grid gap-4 lg:grid-cols-2">
          {cards.map((card) => (
            <Card key={card.title} className={card.fields.length > 6 ? 'lg:col-span-2' : undefined}>
              <CardHeader>
                <CardTitle>{card.title}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {card.fields.map((field) => (
                  <RuleField key={field.name} spec={field} name={field.name} readOnly={readOnly} />
                ))}
              </CardContent>
            </Card>
          ))}
        </fieldset>
      </form>
    </FormProvider>
  );
}
