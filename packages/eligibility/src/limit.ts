import { isSet } from './check';
import type { Limit } from './types';

/** What a rule field limits: nothing when the field is not set. */
export function limitOf<N extends string>(name: N, value: number | null | undefined): Limit<N>[] {
  return isSet(value) ? [{ name, value }] : [];
}

interface Tier<N extends string> {
  name: N;
  value: number | null | undefined;
  threshold: number | null | undefined;
}

/**
 * A limit with a second tier for those who reach a threshold (high salary, high CIBIL): the
 * tier's value when it and its threshold are both set and `reached` meets the threshold (either
 * alone means nothing), else the plain field's.
 */
export function tieredLimit<N extends string>(reached: number | null, tier: Tier<N>, name: N, value: number | null | undefined): Limit<N>[] {
  const inTier = reached !== null && isSet(tier.value) && isSet(tier.threshold) && reached >= tier.threshold;
  return inTier ? limitOf(tier.name, tier.value) : limitOf(name, value);
}
