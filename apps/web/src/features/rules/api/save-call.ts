import { z } from 'zod';
import type { AnswerOf } from '@lbo/contracts/answers';
import { proposedChangeAnswer } from '@lbo/contracts/rule-changes';
import type { SaveCall } from '@lbo/contracts/rule-simulation';
import { api } from '@/lib/api-client';
import { withBrokenCasesConfirmation } from '../utils/broken-cases-prompt';
import { isProposed, messageOf, proposalFrom, reasonHeaders, withReason, type Proposal } from '../utils/change-reason';
import type { Pair } from './rule-keys';

export type { SaveCall };

/**
 * What a save gives back: the stored rows (or rule) and the message to show, or, when approvals
 * are on, the proposal the server kept instead (nothing changed in the rules).
 */
export type SaveAnswer<T> = { value: T; message: string; proposal?: undefined } | { proposal: Proposal; message: string; value?: undefined };

/** A save's variables and the reason the change is made (header and body of the call). */
export interface Reasoned<T> {
  variables: T;
  reason?: string;
}

/** A success answer: the envelope's message and its data. */
type Saved = { message: string | string[]; data: unknown };

/**
 * A group's save described as data: the one HTTP call the editor makes. The
 * same description is sent to save and, unsent, to `rules/simulate` for an
 * impact preview, so the preview runs exactly what Save would.
 */
export interface SaveDefinition<TVariables, TResult, TSaved extends Saved = Saved> {
  describe(pair: Pair, variables: TVariables): SaveCall;
  /** The contract's answer of the call when it saves (the proposal answered instead is read apart). */
  answer: z.ZodType<TSaved>;
  read(body: TSaved, call: SaveCall): SaveAnswer<TResult>;
}

export async function sendSaveCall<TVariables, TResult, TSaved extends Saved>(
  definition: SaveDefinition<TVariables, TResult, TSaved>,
  pair: Pair,
  variables: TVariables,
  reason?: string,
): Promise<SaveAnswer<TResult>> {
  const call = definition.describe(pair, variables);
  const sent = withReason(call.body as object | undefined, reason);
  const answer = z.union([proposedChangeAnswer, definition.answer]);
  // "Save anyway" over broken test cases sends the same reason again.
  const body: AnswerOf<typeof proposedChangeAnswer> | TSaved = await withBrokenCasesConfirmation((confirm) => {
    const query = confirm ? { ...call.query, confirm: 'true' } : call.query;
    return api.crm.send(call.method, call.path, sent, { query, headers: reasonHeaders(reason), answer });
  });
  if (isProposed(body)) {
    const proposal = proposalFrom(body);
    return { proposal, message: proposal.message };
  }
  return definition.read(body, call);
}

/** The groups edited as one form per pair: created with a POST, updated with a PUT by id. */
export function singleRuleSave<TRule>(
  paths: { create: string; update: string },
  messages: { created: string; updated: string },
  answer: z.ZodType<{ message: string | string[]; data: TRule }>,
): SaveDefinition<{ id: string | null; values: object }, TRule, { message: string | string[]; data: TRule }> {
  return {
    describe: (pair, { id, values }) =>
      id
        ? { method: 'PUT', path: paths.update, query: { id }, body: { ...values, ...pair } }
        : { method: 'POST', path: paths.create, body: { ...values, ...pair } },
    answer,
    read: (body, call) => ({ value: body.data, message: messageOf(body, call.method === 'PUT' ? messages.updated : messages.created) }),
  };
}

/** The groups edited as rows: the whole tab in one call, the pair in the query and (when asked) on every row. */
export function rowsSave<TRule, TRow extends object>(
  method: 'POST' | 'PUT',
  path: string,
  opts: { name: string; saved: string; pairOnRows?: boolean },
  answer: z.ZodType<{ message: string | string[]; data: Record<string, TRule[]> }>,
): SaveDefinition<TRow[], TRule[], { message: string | string[]; data: Record<string, TRule[]> }> {
  return {
    describe: (pair, rules) => ({ method, path, query: { ...pair }, body: { rules: opts.pairOnRows ? rules.map((r) => ({ ...r, ...pair })) : rules } }),
    answer,
    read: (body) => ({ value: body.data[opts.name] ?? [], message: messageOf(body, opts.saved) }),
  };
}
