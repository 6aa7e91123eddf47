import type { CompactEntry } from '@lbo/eligibility';
import type { Decision } from './loan-application.service';

/*
 * The apply answer as JSON, written field by field: the same text as JSON.stringify of
 * `ok(decision, message)` (answer-json.test.ts holds it to that), in about two thirds of the time.
 * An answer is ~575 bytes a pair, most of them the same from one answer to the next: each pair's
 * ids and names, each list of failure reasons (the engine shares one list per outcome), the
 * penal-charges sentences. Those are escaped once and kept; only the figures are written anew.
 */

const str = JSON.stringify as (value: string) => string;
/** JSON.stringify of a number: a number that is not finite is null. */
const num = (n: number): string => (Number.isFinite(n) ? String(n) : 'null');
const numOrNull = (n: number | null): string => (n === null ? 'null' : num(n));

interface Head {
  bankName: string;
  productName: string;
  loanType: string;
  status: string;
  json: string;
}

/**
 * `{"bankId":…,"eligibilityStatus":"…","loanAmountDetails":{"eligibleAmount":` of a pair, found by
 * its ids (strings the plan hands out, so their hashes are computed once); the names, loan type
 * and status are compared, since a later version may rename a bank or retype a product.
 */
const heads = new Map<string, Map<string, Head>>();
const MAX_BANKS = 5_000;

function head(e: CompactEntry): string {
  let byProduct = heads.get(e.bankId);
  if (byProduct === undefined) {
    if (heads.size >= MAX_BANKS) heads.clear();
    byProduct = new Map();
    heads.set(e.bankId, byProduct);
  }
  const h = byProduct.get(e.productId);
  if (h !== undefined && h.status === e.eligibilityStatus && h.bankName === e.bankName && h.productName === e.productName && h.loanType === e.loanType)
    return h.json;
  const json = `{"bankId":${str(e.bankId)},"bankName":${str(e.bankName)},"productId":${str(e.productId)},"productName":${str(e.productName)},"loanType":${str(e.loanType)},"eligibilityStatus":${str(e.eligibilityStatus)},"loanAmountDetails":{"eligibleAmount":`;
  byProduct.set(e.productId, { bankName: e.bankName, productName: e.productName, loanType: e.loanType, status: e.eligibilityStatus, json });
  return json;
}

const lists = new WeakMap<readonly string[], string>();

function list(values: readonly string[]): string {
  if (values.length === 0) return '[]';
  let json = lists.get(values);
  if (json === undefined) {
    json = JSON.stringify(values);
    // The engine's shared lists are frozen; a list made for one answer is not worth keeping.
    if (Object.isFrozen(values)) lists.set(values, json);
  }
  return json;
}

/** Penal charges and cap names: a few sentences and names, the same on every answer. */
const texts = new Map<string, string>();
const MAX_TEXTS = 10_000;

function text(value: string | null): string {
  if (value === null) return 'null';
  let json = texts.get(value);
  if (json === undefined) {
    json = str(value);
    if (texts.size >= MAX_TEXTS) texts.clear();
    texts.set(value, json);
  }
  return json;
}

function entryJson(e: CompactEntry): string {
  const d = e.loanAmountDetails;
  return (
    head(e) +
    num(d.eligibleAmount) +
    ',"interestRate":' +
    numOrNull(d.interestRate) +
    ',"estimatedEMI":' +
    num(d.estimatedEMI) +
    ',"btAmount":' +
    num(d.btAmount) +
    '},"apr":' +
    numOrNull(e.apr) +
    ',"netDisbursedAmount":' +
    numOrNull(e.netDisbursedAmount) +
    ',"upfrontCharges":' +
    numOrNull(e.upfrontCharges) +
    ',"totalInterest":' +
    numOrNull(e.totalInterest) +
    ',"totalAmountPayable":' +
    numOrNull(e.totalAmountPayable) +
    ',"penalCharges":' +
    text(e.penalCharges) +
    ',"grantedTenure":' +
    num(e.grantedTenure) +
    ',"appliedMaxTenure":' +
    num(e.appliedMaxTenure) +
    ',"failureReasons":' +
    list(e.failureReasons) +
    ',"failureCodes":' +
    list(e.failureCodes) +
    ',"bindingCap":' +
    text(e.bindingCap) +
    '}'
  );
}

/** `ok(decision, message)` as JSON: the envelope, then the decision's fields in the order the service builds them. */
export function applyAnswerJson(decision: Decision, message: string): string {
  const entries = decision.eligibleBanks;
  const parts = new Array<string>(entries.length);
  for (let i = 0; i < entries.length; i++) parts[i] = entryJson(entries[i]!);
  return (
    `{"status":true,"statusCode":200,"message":${str(message)},"data":{"eligibleBanks":[` +
    parts.join(',') +
    `],"totalBanksChecked":${num(decision.totalBanksChecked)},"eligibleCount":${num(decision.eligibleCount)}` +
    `,"applicationId":${str(decision.applicationId)},"customerId":${str(decision.customerId)},"ruleVersion":${num(decision.ruleVersion)}}}`
  );
}
