import type { Database, DbOrTx } from '../../db/client';
import type { DecisionPairs } from '../../db/decision-pairs';
import { scrubbedWorkbook } from '../../lib/spreadsheets';
import { renderKfsAgain } from '../kfs';
import { errorFiles, eraseRows, FREE_TEXT, heldValues, lockCustomers, markKeptStatements, replaceFile, textRows } from './erasure.repository';
import { pseudonymOf, termScrubber, type ErasedTerm } from './pseudonym';

export interface ErasureDeps {
  db: Database;
  pairs: DecisionPairs;
  /** KFS_KEEP_ON_ERASURE: statements are kept as issued and marked, instead of rendered again. */
  keepKfs: boolean;
}

/** What one erasure (or one retention batch) touched: counts only, never the values. */
export interface ErasureSummary {
  customers: number;
  alreadyErased: number;
  decisions: number;
  bulkRows: number;
  testCases: number;
  kfsRendered: number;
  kfsKept: number;
  storedAnswers: number;
  webhookPayloads: number;
  files: number;
  notes: number;
}

const emptySummary = (): ErasureSummary => ({
  customers: 0,
  alreadyErased: 0,
  decisions: 0,
  bulkRows: 0,
  testCases: 0,
  kfsRendered: 0,
  kfsKept: 0,
  storedAnswers: 0,
  webhookPayloads: 0,
  files: 0,
  notes: 0,
});

/** The summary in words, for a request's outcome and the log. */
export function describeErasure(s: ErasureSummary): string {
  if (s.customers === 0 && s.alreadyErased > 0) return 'Already erased: nothing left to remove';
  const parts = [
    `${s.decisions} evaluation(s)`,
    `${s.bulkRows} bulk row(s)`,
    `${s.kfsRendered + s.kfsKept} Key Fact Statement(s)${s.kfsKept > 0 ? ` (${s.kfsKept} kept as issued and marked)` : ''}`,
    `${s.storedAnswers} stored answer(s)`,
    `${s.webhookPayloads} webhook payload(s)`,
    `${s.files} error file(s)`,
    `${s.testCases} test case(s) deleted`,
  ];
  return `Pseudonymised ${s.customers} customer(s): ${parts.join(', ')}`;
}

/**
 * Erases the customers (ADR 0041) in the caller's transaction `tx`: each is pseudonymised
 * (`pseudonymOf`), with its decisions in every partition, bulk rows, statements, and every
 * stored answer, webhook payload, error file and note that names it. Analytics count none of
 * it. A customer erased before is left as it is, so an erasure can be repeated.
 */
export async function eraseCustomers(deps: ErasureDeps, tx: DbOrTx, customerIds: readonly string[], now: Date): Promise<ErasureSummary> {
  const summary = emptySummary();
  const terms: ErasedTerm[] = [];
  const applicationIds: string[] = [];
  for (const customer of await lockCustomers(tx, customerIds)) {
    if (customer.erasedAt) {
      summary.alreadyErased++;
      continue;
    }
    const pseudonym = pseudonymOf(customer.id);
    const held = await heldValues(tx, customer.id, customer.reference);
    const erased = await eraseRows(tx, customer, pseudonym, held.references, now);
    summary.customers++;
    summary.decisions += erased.counts.decisions;
    summary.bulkRows += erased.counts.bulkRows;
    summary.testCases += erased.counts.testCases;
    applicationIds.push(...erased.applicationIds);
    for (const name of [customer.name, ...held.names]) terms.push({ text: name, replacement: pseudonym.name });
    for (const reference of [customer.reference, ...held.references]) terms.push({ text: reference, replacement: pseudonym.reference });
  }
  if (summary.customers === 0) return summary;

  if (deps.keepKfs) summary.kfsKept = await markKeptStatements(tx, applicationIds, now);
  else summary.kfsRendered = await renderKfsAgain({ db: tx, pairs: deps.pairs }, applicationIds);

  const scrub = termScrubber(terms);
  if (scrub.patterns.length === 0) return summary;
  const freeText = async (table: keyof typeof FREE_TEXT, asJson: boolean) => {
    let changed = 0;
    for (const row of textRows(await FREE_TEXT[table].find(tx, scrub.patterns))) {
      const value = asJson ? jsonOrText(row.value, scrub) : scrub.text(row.value);
      if (value === null || value === row.value) continue;
      await FREE_TEXT[table].write(tx, { key: row.key, value });
      changed++;
    }
    return changed;
  };
  summary.storedAnswers = await freeText('idempotency', true);
  summary.webhookPayloads = (await freeText('webhookPayloads', true)) + (await freeText('webhookResponses', false));
  summary.notes = (await freeText('requestNotes', false)) + (await freeText('consentReferences', false)) + (await freeText('consentWithdrawalReasons', false));
  await freeText('bulkFileNames', false);
  await freeText('errorFileNames', false);
  for (const file of await errorFiles(tx)) {
    const bytes = file.key.endsWith('.csv') ? csvScrubbed(file.bytes, scrub.text) : await scrubbedWorkbook(file.bytes, scrub.text);
    if (!bytes) continue;
    await replaceFile(tx, file.key, bytes);
    summary.files++;
  }
  return summary;
}

/** JSON text scrubbed value by value (so the result stays valid JSON), null when nothing changed; other text as text. */
function jsonOrText(value: string, scrub: ReturnType<typeof termScrubber>): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return scrub.text(value);
  }
  const before = JSON.stringify(parsed);
  const after = JSON.stringify(scrub.json(parsed));
  return after === before ? null : after;
}

function csvScrubbed(bytes: Buffer, scrub: (text: string) => string): Buffer | null {
  const text = bytes.toString('utf8');
  const next = scrub(text);
  return next === text ? null : Buffer.from(next, 'utf8');
}
