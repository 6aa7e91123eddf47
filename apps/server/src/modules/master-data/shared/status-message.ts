/** The status toggle sends only is_active (part 1 §7) and gets its own message. */
export function statusAwareMessage(patch: { is_active?: boolean }, messages: { updated: string; activated: string; deactivated: string }): string {
  const sent = Object.entries(patch)
    .filter(([, v]) => v !== undefined)
    .map(([k]) => k);
  if (sent.length === 1 && sent[0] === 'is_active') return patch.is_active ? messages.activated : messages.deactivated;
  return messages.updated;
}
