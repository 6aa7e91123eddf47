/*
 * The APR's rate of return (offer-terms.ts) and the layout of the array offer terms are computed in.
 */

/** Where `offerTermsInto` writes, all in paise but the APR (null: NaN). */
export const TERMS = {
  processing: 0,
  gst: 1,
  thirdParty: 2,
  recurring: 3,
  upfront: 4,
  net: 5,
  instalment: 6,
  last: 7,
  totalInterest: 8,
  totalPayable: 9,
  apr: 10,
  /** Inputs of `offerTermsAt`: the amount in rupees, the annual rate %, the months, (1 + i) ** months or NaN. */
  inAmount: 11,
  inRate: 12,
  inMonths: 13,
  inGrowth: 14,
} as const;
export const TERMS_LENGTH = 15;

/** `monthlyIrr`'s inputs and result, as `monthlyIrrAt` reads and writes them. */
const irrIo = new Float64Array(TERMS_LENGTH);

/**
 * The monthly internal rate of return r with N = Σ_{t=1..n} payment / (1+r)^t (unrounded): Halley's
 * method on the closed form f(r) = payment · (1 − (1+r)^−n) / r − N from `guess` (the loan's own
 * monthly rate is within a few hundredths), kept inside a bracket so it cannot run away. The
 * derivatives reuse the step's one power, and the method converges cubically: two powers for a
 * loan's terms. `guessGrowth`, when the caller has it, is (1 + guess) ** n, sparing the first.
 */
export function monthlyIrr(net: number, payment: number, months: number, guess = payment / net - 1 / months, guessGrowth?: number): number {
  irrIo[TERMS.inRate] = guess;
  irrIo[TERMS.inGrowth] = guessGrowth ?? Number.NaN;
  monthlyIrrAt(irrIo, net, payment, months, true);
  return irrIo[TERMS.apr]!;
}

/**
 * `monthlyIrr` with the guess and its growth read from `io` (TERMS.inRate, inGrowth; `useGrowth`
 * false: guess from the payments) and the rate written to io[TERMS.apr]: no double crosses the call.
 */
export function monthlyIrrAt(io: Float64Array, net: number, payment: number, months: number, useGuess: boolean): void {
  if (net <= 0 || payment <= 0) {
    io[TERMS.apr] = Number.NaN;
    return;
  }
  const guess = useGuess ? io[TERMS.inRate]! : payment / net - 1 / months;
  const guessGrowth = useGuess ? io[TERMS.inGrowth]! : Number.NaN;
  if (payment * months <= net) {
    io[TERMS.apr] = 0;
    return;
  }
  const tolerance = 1e-12 * net;
  let lo = 0;
  let hi = Infinity;
  let r = guess > 0 ? guess : 1e-6;
  // exp(−n·log1p r) rather than (1 + r) ** −n: the same to 10⁻¹⁴, at about half the cost.
  let discount = guess > 0 && !Number.isNaN(guessGrowth) ? 1 / guessGrowth : Math.exp(-months * Math.log1p(r));
  for (let step = 0; step < 100; step++) {
    const value = (payment * (1 - discount)) / r - net;
    // The present value falls as r grows: a positive value means r is too small.
    if (value > 0) lo = r;
    else hi = r;
    if (Math.abs(value) < tolerance) {
      io[TERMS.apr] = r;
      return;
    }
    const a = (months * discount) / ((1 + r) * r);
    const b = (1 - discount) / (r * r);
    const slope = payment * (a - b);
    const curve = payment * (a * (-(months + 1) / (1 + r) - 1 / r) - ((months * discount) / ((1 + r) * r * r) - (2 * (1 - discount)) / (r * r * r)));
    let next = r - (2 * value * slope) / (2 * slope * slope - value * curve);
    if (!(next > lo && next < hi)) next = hi === Infinity ? r * 2 : (lo + hi) / 2;
    if (Math.abs(next - r) <= 1e-13 * r) {
      io[TERMS.apr] = next;
      return;
    }
    r = next;
    discount = Math.exp(-months * Math.log1p(r));
  }
  {
    io[TERMS.apr] = r;
    return;
  }
}
