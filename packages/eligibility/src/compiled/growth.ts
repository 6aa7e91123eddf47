import type { Scratch } from './scratch';

/**
 * (1 + r) ** months for a slot, looked up rather than raised: pow is the costliest step of a
 * pair, and the pairs of one applicant share a few (rate, tenure) pairs. The table is pure
 * arithmetic, so it is never cleared. Reads the slot's rate and months, writes `s.growth[slot]`:
 * only integers cross the call, so nothing is boxed when it is not inlined.
 */
export function findGrowth(s: Scratch, slot: number): void {
  const r = s.rate[slot]! / 1200;
  const months = s.months[slot]!;
  const table = s.growthTable;
  const at = 3 * ((Math.imul(months | 0, 0x9e3779b1) ^ ((r * 1e9) | 0)) & (table.length / 3 - 1));
  if (table[at] !== r || table[at + 1] !== months) {
    table[at] = r;
    table[at + 1] = months;
    table[at + 2] = (1 + r) ** months;
  }
  s.growth[slot] = table[at + 2]!;
}

/** amount.ts `instalment`, with the slot's growth: the same expression, so the same double. */
export function instalmentOf(s: Scratch, slot: number): number {
  const months = s.months[slot]!;
  if (months <= 0) return 0;
  const r = s.rate[slot]! / 1200;
  const principal = s.amount[slot]!;
  const growth = s.growth[slot]!;
  const exact = r === 0 ? principal / months : (principal * r * growth) / (growth - 1);
  return Math.floor(exact + 0.5);
}
