/** The header a rule or master-data change carries its reason in (percent-encoded: a header is Latin-1, a reason may be Hindi). */
const CHANGE_REASON_HEADER = 'X-Change-Reason';

/** The request headers that carry a change's reason, or none for no reason. */
export function reasonHeaders(reason: string | undefined): Record<string, string> | undefined {
  const given = reason?.trim();
  return given ? { [CHANGE_REASON_HEADER]: encodeURIComponent(given) } : undefined;
}

/** What the server says when approvals are on and a change is only proposed. */
export const PROPOSED_MESSAGE = 'Change proposed for approval';
