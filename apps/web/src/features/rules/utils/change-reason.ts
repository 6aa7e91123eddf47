/** The header a rule change carries its reason in (percent-encoded: a header is Latin-1, a reason may be Hindi). */
export const CHANGE_REASON_HEADER = 'X-Change-Reason';

/** What the server says when approvals are on and a change is only proposed. */
export const PROPOSED_MESSAGE = 'Change proposed for approval';

/** The server's bound on a reason (contract: trimmed, 1–500 characters). */
export const REASON_MAX = 500;

/** The request options that carry a reason: the header (it wins on the server) and the same text in the body. */
export function reasonHeaders(reason: string | undefined): Record<string, string> | undefined {
  return reason ? { [CHANGE_REASON_HEADER]: encodeURIComponent(reason) } : undefined;
}

export function withReason<T extends object>(body: T | undefined, reason: string | undefined): T | (T & { reason: string }) | undefined {
  return reason ? { ...(body ?? ({} as T)), reason } : body;
}

/** A change the server kept for approval instead of applying (202 `{ data: { id, state: 'pending' } }`). */
export interface Proposal {
  id: string;
  message: string;
}

export function proposalOf(body: unknown): Proposal | null {
  if (!body || typeof body !== 'object') return null;
  const { data, message } = body as { data?: { id?: unknown; state?: unknown }; message?: unknown };
  if (!data || data.state !== 'pending' || typeof data.id !== 'string') return null;
  return { id: data.id, message: typeof message === 'string' && message ? message : PROPOSED_MESSAGE };
}
