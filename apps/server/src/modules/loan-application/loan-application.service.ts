import type { SQL } from 'drizzle-orm';
import type { LoanApplication } from '@lbo/contracts/loan-application';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { DecisionPairs } from '../../db/decision-pairs';
import { checkConsent, type ConsentGate } from '../consents';
import { entriesFromStored, type AuditEntryInput } from '../audit-trail';
import { fileEvaluationsStatement } from '../customers';
import { findVersion } from '../rule-versions';
import {
  explainCompiled,
  storedFieldsOf,
  suggestForPair,
  type CompactEntry,
  type CompactEvaluationOutput,
  type CompiledInput,
  type EligibilityEntry,
  type PairField,
  type PairFieldOf,
  type PairValues,
  type SuggestionAnswer,
} from '@lbo/eligibility';
import type { EvaluationCore } from './evaluation-core';
import { CONSOLE, type DecisionSource } from './decision-event';
import { copyDecisions } from './decision-copy';
import { findApplication, insertDecisions, type DecisionWriter, type StoredDecision, type StoredIds, type StoredPair } from './loan-application.repository';

export interface EvaluatorDeps {
  db: Database;
  clock: Clock;
  core: EvaluationCore;
  /** The numbers stored decisions name banks and products by. */
  pairs: DecisionPairs;
  /** Whether evaluations need consent now. */
  consentGate: ConsentGate;
}

// Building a formatter costs far more than formatting with one: build it once.
const INDIA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today in India, where the lenders' validity windows are written. */
export function indiaDate(now: Date): string {
  return INDIA_DAY.format(now);
}

/**
 * The engine's input for one applicant at one version: the version's company,
 * city and the company's mappings. `missing` is told which of them the
 * version does not know.
 */
async function planInput(
  core: EvaluationCore,
  version: number,
  application: LoanApplication,
  evaluationDate: string,
  missing: (fields: Record<string, string>) => AppError,
): Promise<CompiledInput> {
  // An erased applicant's stored input keeps no employer or city (ADR 0041): it cannot be evaluated again.
  if (!application.companyId || !application.cityId) throw new AppError('GONE', ERASED_INPUT);
  const [company, city] = await Promise.all([core.company(version, application.companyId), core.city(version, application.cityId)]);
  if (!company || !city) {
    const fields: Record<string, string> = {};
    if (!company) fields.companyid = 'must be an existing company';
    if (!city) fields.cityId = 'must be an existing city';
    throw missing(fields);
  }
  return { applicant: application, evaluationDate, company: company.company, city, mappings: company.mappings };
}

const ERASED_INPUT = "The applicant's personal data was erased: this evaluation cannot be recomputed";

const badInput = (fields: Record<string, string>) =>
  new AppError(
    'BAD_REQUEST',
    Object.entries(fields)
      .map(([f, m]) => `${f} ${m}`)
      .join('; '),
    { errors: fields },
  );

export interface Decision extends CompactEvaluationOutput {
  applicationId: string;
  /** The customer the evaluation was filed under (Customer Master). */
  customerId: string;
  ruleVersion: number;
}

/** Evaluates one applicant against `version` on `evaluationDate`, storing nothing. */
export async function evaluateAt(
  core: EvaluationCore,
  version: number,
  application: LoanApplication,
  evaluationDate: string,
): Promise<CompactEvaluationOutput> {
  const [input, { plan }] = await Promise.all([planInput(core, version, application, evaluationDate, badInput), core.plan(version)]);
  return core.evaluate(plan, input);
}

export interface DecisionToStore {
  application: LoanApplication;
  result: CompactEvaluationOutput;
  ruleVersion: number;
  evaluationDate: string;
  createdBy: string | null;
  source: DecisionSource;
  now: Date;
}

const bestAmountOf = (result: CompactEvaluationOutput) =>
  result.eligibleBanks.reduce((top, e) => (e.eligibilityStatus === 'ELIGIBLE' ? Math.max(top, e.loanAmountDetails.eligibleAmount) : top), 0);

/** The customers' statement and the rows of `decisions`, as decision-copy.ts stores them. */
function decisionRows(decisions: readonly DecisionToStore[]) {
  const customers = fileEvaluationsStatement(
    decisions.map((d) => ({
      reference: d.application.customer_reference,
      name: d.application.user_name,
      eligibleCount: d.result.eligibleCount,
      bestAmount: bestAmountOf(d.result),
      preferredLanguage: d.application.preferredLanguage,
    })),
    decisions[0]!.now,
  );
  const rows = decisions.map((d, i) => {
    // The consent is stored on its own (the consents table), not in the input that replays read.
    const { consent, ...input } = d.application;
    return {
      userName: d.application.user_name ?? null,
      createdBy: d.createdBy,
      source: d.source,
      customerKey: customers.keys[i]!,
      input,
      consent: consent ?? null,
      result: d.result,
      ruleVersion: d.ruleVersion,
      evaluationDate: d.evaluationDate,
      now: d.now,
    };
  });
  return { customers: customers.statement, rows };
}

/** Decisions stored by `write`, each filed under its customer (by reference, else a new one). */
function storedBy<D extends DbOrTx>(write: DecisionWriter<D>) {
  return async (db: D, pairs: DecisionPairs, decisions: readonly DecisionToStore[], audit?: (stored: string) => SQL): Promise<StoredIds[]> => {
    if (decisions.length === 0) return [];
    const { customers, rows } = decisionRows(decisions);
    return write(db, pairs, customers, rows, audit);
  };
}

/**
 * Stores decisions in one statement: one round trip, atomic without a transaction (apply). The
 * pairs of every result must be numbered (`DecisionPairs.ensure`; the evaluation core does it for
 * each plan it loads).
 */
export const storeDecisions = storedBy(insertDecisions);

/**
 * The same decisions stored for many at once (a bulk chunk): in three statements of the caller's
 * transaction, the decisions themselves by binary COPY (decision-copy.ts), which sends the
 * per-pair figures as bytes; one evaluation stays one statement, as a COPY needs a transaction
 * and three round trips.
 */
export const storeDecisionBatch = storedBy(copyDecisions);

/** Evaluates one applicant against the current rule set and stores the decision. */
export async function applyForLoan(
  deps: EvaluatorDeps,
  application: LoanApplication,
  createdBy: string | null,
  source: DecisionSource = CONSOLE,
  /** The audit entry of this evaluation (no object id: the decision's), stored in its statement. */
  audit?: Omit<AuditEntryInput, 'objectId'>,
): Promise<Decision> {
  await checkConsent({ db: deps.db, gate: deps.consentGate, clock: deps.clock }, application);
  const version = await deps.core.currentVersion();
  const evaluationDate = application.evaluation_date ?? indiaDate(deps.clock.now());
  const result = await evaluateAt(deps.core, version, application, evaluationDate);
  const now = deps.clock.now();
  // The decision, its customer's record and its webhook deliveries are written together, in one statement.
  const [stored] = await storeDecisions(
    deps.db,
    deps.pairs,
    [{ application, result, ruleVersion: version, evaluationDate, createdBy, source, now }],
    audit ? (cte) => entriesFromStored(audit, cte) : undefined,
  );
  return { ...result, applicationId: stored!.applicationId, customerId: stored!.customerId, ruleVersion: version };
}

async function storedDecision(deps: EvaluatorDeps, applicationId: string) {
  const stored = await findApplication(deps.db, deps.pairs, applicationId);
  if (!stored) throw AppError.notFound('Application');
  return stored;
}

/**
 * A stored decision as a program reads it back (`evaluations.read`): every pair's outcome and
 * offer, where it came from, its version and date. Not the applicant's input: names, salary
 * and the like stay with the customer record (`customers.read`).
 */
export async function getDecision(deps: EvaluatorDeps, applicationId: string) {
  const stored = await storedDecision(deps, applicationId);
  return {
    applicationId: stored.id,
    customerId: stored.customerId,
    source: stored.source,
    apiKeyId: stored.apiKeyId,
    bulkJobId: stored.bulkJobId,
    ruleVersion: stored.ruleVersion,
    evaluationDate: stored.evaluationDate,
    createdAt: stored.createdAt.toISOString(),
    eligibleCount: stored.eligibleCount,
    totalBanksChecked: stored.totalBanksChecked,
    pairs: stored.pairs,
  };
}

const changedVersion = (fields: Record<string, string>) =>
  AppError.conflict(
    `The application cannot be evaluated against that version: ${Object.entries(fields)
      .map(([f, m]) => `${f} ${m}`)
      .join('; ')}`,
  );

/** Evaluates a stored application again, against `version`. */
async function reevaluate(deps: EvaluatorDeps, stored: StoredDecision, version: number) {
  const evaluationDate = stored.evaluationDate!;
  const application = stored.input as LoanApplication;
  const [input, { plan, categoryNames }] = await Promise.all([
    planInput(deps.core, version, application, evaluationDate, changedVersion),
    deps.core.plan(version),
  ]);
  return { input, plan, categoryNames };
}

export type ExplainedEntry = EligibilityEntry & {
  explanation: EligibilityEntry['explanation'] & { categoryName: string | null };
  /** NOT_ELIGIBLE entries: single changes that would make the pair eligible, or why there are none. */
  suggestions?: SuggestionAnswer['suggestions'];
  noSuggestionReason?: string;
};

/** The full explanation of one pair, recomputed from the stored input, date and version. */
export async function explainDecision(deps: EvaluatorDeps, applicationId: string, bankId: string, productId: string): Promise<ExplainedEntry> {
  const stored = await storedDecision(deps, applicationId);
  if (!stored.pairs.some((p) => p.bankId === bankId && p.productId === productId)) throw AppError.notFound('Bank and product in this application');
  if (stored.ruleVersion === null) {
    // Made before rule versions: nothing to recompute from; the explanation is the one given then.
    const entry = (stored.frozenExplanations as (EligibilityEntry | null)[] | null)?.find((e) => e?.bankId === bankId && e?.productId === productId);
    if (!entry) throw AppError.notFound('Explanation');
    return entry as ExplainedEntry;
  }
  const { input, plan, categoryNames } = await reevaluate(deps, stored, stored.ruleVersion);
  const entry = explainCompiled(plan, input, bankId, productId, categoryNames);
  if (!entry) throw AppError.notFound('Bank and product in this application');
  // Users of the evaluator may not read master data; the explanation names the category itself.
  const category = entry.explanation.category;
  const explained: ExplainedEntry = { ...entry, explanation: { ...entry.explanation, categoryName: category ? (categoryNames.get(category) ?? null) : null } };
  if (entry.eligibilityStatus === 'NOT_ELIGIBLE') {
    const advice = suggestForPair(plan, input, bankId, productId);
    explained.suggestions = advice?.suggestions ?? [];
    if (advice?.noSuggestionReason) explained.noSuggestionReason = advice.noSuggestionReason;
  }
  return explained;
}

/** What a replay compares and shows of a pair: the list's `compared` fields, in a stored pair's order. */
type Outcome = PairValues<Extract<PairFieldOf, { stored: string; compared: true }>>;

export interface PairDifference {
  bankId: string;
  productId: string;
  bankName: string | null;
  productName: string | null;
  before: Outcome | null;
  after: Outcome | null;
}

/** The compared fields of a stored pair and of an answer's entry (where some sit in `loanAmountDetails`). */
function comparison(fields: readonly PairField[]) {
  const compared = storedFieldsOf(fields).filter((f) => f.compared);
  const pick = (read: (f: PairField) => unknown) => Object.fromEntries(compared.map((f) => [f.name, read(f)])) as Outcome;
  return {
    ofStored: (p: StoredPair) => pick((f) => (p as Record<string, unknown>)[f.name]),
    ofEntry: (e: CompactEntry) => {
      const entry = e as unknown as Record<string, Record<string, unknown>>;
      return pick((f) => (f.answer === undefined ? entry[f.name] : entry[f.answer]![f.name]));
    },
  };
}

// The comparison is of the JSON, in the fields' order.
const sameOutcome = (a: Outcome, b: Outcome) => JSON.stringify(a) === JSON.stringify(b);

/** Pairs whose outcome differs between two summaries (present in one only, or different). */
function differences(fields: readonly PairField[], before: StoredPair[], after: CompactEntry[]): PairDifference[] {
  const { ofStored, ofEntry } = comparison(fields);
  const key = (p: { bankId: string; productId: string }) => `${p.bankId}:${p.productId}`;
  const afterByKey = new Map(after.map((e) => [key(e), e]));
  const out: PairDifference[] = [];
  for (const b of before) {
    const a = afterByKey.get(key(b));
    const was = ofStored(b);
    const now = a ? ofEntry(a) : null;
    if (now && sameOutcome(now, was)) continue;
    out.push({ bankId: b.bankId, productId: b.productId, bankName: a?.bankName ?? null, productName: a?.productName ?? null, before: was, after: now });
  }
  const beforeKeys = new Set(before.map(key));
  for (const a of after) {
    if (!beforeKeys.has(key(a)))
      out.push({ bankId: a.bankId, productId: a.productId, bankName: a.bankName, productName: a.productName, before: null, after: ofEntry(a) });
  }
  return out;
}

/**
 * Evaluates a stored application again: against its own version (the answer
 * must match what was decided) or against `version`, listing the pairs whose
 * outcome differs.
 */
export async function replayDecision(deps: EvaluatorDeps, applicationId: string, version: number | undefined) {
  const stored = await storedDecision(deps, applicationId);
  if (stored.ruleVersion === null) {
    throw AppError.conflict('This application was evaluated before rule versions existed: the rules it was decided by were not kept, so it cannot be replayed');
  }
  const target = version ?? stored.ruleVersion;
  if (target !== stored.ruleVersion && !(await findVersion(deps.db, target))) throw AppError.notFound('Rule version');
  const { input, plan } = await reevaluate(deps, stored, target);
  const result = deps.core.evaluate(plan, input);
  const diff = differences(deps.pairs.outcome.fields, stored.pairs, result.eligibleBanks);
  return {
    applicationId,
    evaluatedVersion: stored.ruleVersion,
    version: target,
    matches: diff.length === 0,
    differences: diff,
    result: { ...result, applicationId, ruleVersion: target },
  };
}
