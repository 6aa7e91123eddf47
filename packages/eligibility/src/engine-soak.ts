/**
 * The differential comparison of compiled-differential.test.ts, run until a number of pair results:
 *   npx tsx packages/eligibility/src/engine-soak.ts 1000000 [seed]
 * Prints the count, the time and every mismatch with the seed that replays it; exits 1 on a mismatch.
 */
import fc from 'fast-check';
import { runCase } from './test-support/differential';
import { differentialCase } from './test-support/rule-set-arbitraries';

const target = Number(process.argv[2] ?? 1_000_000);
const firstSeed = Number(process.argv[3] ?? Date.now() % 2 ** 31);
const BATCH = 50;

const print = (line: string) => process.stdout.write(`${line}\n`);

/** Runs batches of seeded cases until `target` pair results; the tally is the function's own. */
function soak(): { pairs: number; cases: number; mismatches: number } {
  const tally = { pairs: 0, cases: 0, mismatches: 0 };
  for (let seed = firstSeed; tally.pairs < target; seed++) {
    fc.sample(differentialCase, { numRuns: BATCH, seed }).forEach((c, index) => {
      const result = runCase(c);
      tally.cases++;
      tally.pairs += result.pairs;
      if (result.mismatch !== null) {
        tally.mismatches++;
        print(`MISMATCH seed ${seed} case ${index}: ${result.mismatch}`);
      }
    });
    if ((seed - firstSeed) % 20 === 19) print(`… ${tally.pairs} pair results, ${tally.cases} cases, ${tally.mismatches} mismatches`);
  }
  return tally;
}

const started = performance.now();
const { pairs, cases, mismatches } = soak();
const seconds = (performance.now() - started) / 1000;
print(`${pairs} pair results in ${cases} cases (seeds ${firstSeed}…), ${mismatches} mismatches, ${seconds.toFixed(1)} s`);
process.exitCode = mismatches > 0 ? 1 : 0;
