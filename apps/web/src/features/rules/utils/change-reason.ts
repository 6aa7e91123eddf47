import type { AnswerOf } from '@lbo/contracts/answers';
import type { proposedChangeAnswer } from '@lbo/contracts/rule-changes';

import { PROPOSED_MESSAGE } from '@/lib/change-reason-header';

export { reasonHeaders } from '@/lib/change-reason-header';

/** The server's bound on a reason (contract: trimmed, 1–500 characters). */
export const REASON_MAX = 500;

export function withReason<T extends object>(body: T | undefined, reason: string | undefined): T | (T & { reason: string }) | undefined {
  return reason ? { ...(body ?? ({} as T)), reason } : body;
}

/** A change the server kept for approval instead of applying (202 `{ data: { id, state: 'pending' } }`). */
export interface Proposal {
  id: string;
  message: string;
}

type Proposed = AnswerOf<typeof proposedChangeAnswer>;

/** Whether a change's answer (read with the contract's union of its answers) is the proposal kept instead. */
export function isProposed(body: { data: unknown }): body is Proposed {
  const { data } = body;
  return typeof data === 'object' && data !== null && 'state' in data && data.state === 'pending';
}

export function proposalFrom(body: Proposed): Proposal {
  return { id: body.data.id, message: messageOf(body, PROPOSED_MESSAGE) };
}

/** The answer's message (the envelope's message is one text or a list), else the fallback. */
export function messageOf(body: { message: string | string[] }, fallback: string): string {
  const text = Array.isArray(body.message) ? body.message.join(', ') : body.message;
  return text || fallback;
}
