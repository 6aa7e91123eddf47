import type { SaveCall } from '@lbo/contracts/rule-simulation';
import { api } from '@/lib/api-client';
import { withBrokenCasesConfirmation } from '../utils/broken-cases-prompt';
import { proposalOf, reasonHeaders, withReason, type Proposal } from '../utils/change-reason';
import { pick } from '../utils/unwrap';
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

/**
 * A group's save described as data: the one HTTP call the editor makes. The
 * same description is sent to save and, unsent, to `rules/simulate` for an
 * impact preview, so the preview runs exactly what Save would.
 */
export interface SaveDefinition<TVariables, TResult> {
  describe(pair: Pair, variables: TVariables): SaveCall;
  read(body: unknown, call: SaveCall): SaveAnswer<TResult>;
}

export async function sendSaveCall<TVariables, TResult>(
  definition: SaveDefinition<TVariables, TResult>,
  pair: Pair,
  variables: TVariables,
  reason?: string,
): Promise<SaveAnswer<TResult>> {
  const call = definition.describe(pair, variables);
  const sent = withReason(call.body as object | undefined, reason);
  // "Save anyway" over broken test cases sends the same reason again.
  const body = await withBrokenCasesConfirmation((confirm) => {
    const query = confirm ? { ...call.query, confirm: 'true' } : call.query;
    const options = { query, headers: reasonHeaders(reason) };
    return call.method === 'POST' ? api.crm.post<unknown>(call.path, sent, options) : api.crm.put<unknown>(call.path, sent, options);
  });
  const proposal = proposalOf(body);
  if (proposal) return { proposal, message: proposal.message };
  return definition.read(body, call);
}

const messageOf = (body: unknown) => (body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined);

/** The groups edited as one form per pair: created with a POST, updated with a PUT by id. */
export function singleRuleSave<TRule, TValues extends object>(
  paths: { create: string; update: string },
  messages: { created: string; updated: string },
): SaveDefinition<{ id: string | null; values: TValues }, TRule> {
  return {
    describe: (pair, { id, values }) =>
      id
        ? { method: 'PUT', path: paths.update, query: { id }, body: { ...values, ...pair } }
        : { method: 'POST', path: paths.create, body: { ...values, ...pair } },
    read: (body, call) => ({
      value: (body as { data: TRule }).data,
      message: (messageOf(body) as string | undefined) || (call.method === 'PUT' ? messages.updated : messages.created),
    }),
  };
}

/** The groups edited as rows: the whole tab in one call, the pair in the query and (when asked) on every row. */
export function rowsSave<TRule, TRow extends object>(
  method: 'POST' | 'PUT',
  path: string,
  opts: { listKeys: readonly string[]; saved: string; pairOnRows?: boolean },
): SaveDefinition<TRow[], TRule[]> {
  return {
    describe: (pair, rules) => ({ method, path, query: { ...pair }, body: { rules: opts.pairOnRows ? rules.map((r) => ({ ...r, ...pair })) : rules } }),
    read: (body) => ({ value: pick<TRule[]>(body, ...opts.listKeys) ?? [], message: (messageOf(body) as string | undefined) || opts.saved }),
  };
}
