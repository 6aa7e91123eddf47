import { z } from 'zod';
import { calendarDay } from './dates';
import { exportFormat, limitParam, NO_PAGING, pageParam, queryBoolean, sortOrder, uuid, type ItemPage } from './common';
import type { KfsAcknowledgement } from './kfs-acknowledgements';
import type { ConsentRecord } from './consent';
import { filter } from './lenient';

const day = calendarDay();

/** The columns Customer Master sorts by, on the server, across every page (numbers as numbers). */
const CUSTOMER_SORT_FIELDS = ['name', 'reference', 'evaluations', 'lastEvaluatedAt', 'lastEligibleCount', 'bestOfferAmount'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];
export const isCustomerSortField = (v: unknown): v is CustomerSortField => (CUSTOMER_SORT_FIELDS as readonly unknown[]).includes(v);

/** Customer Master's list: search by name or reference, last evaluation between two days, with or without an eligible offer. */
export const customersQuerySchema = z.object({
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  from: day.optional(),
  to: day.optional(),
  eligible: queryBoolean.optional(),
  /** One partner's applicants: a staff filter (a partner's own users and keys see only theirs whatever they ask). */
  partnerId: filter(z.uuid({ message: 'must be a valid id' }).optional()),
  sortBy: filter(z.enum(CUSTOMER_SORT_FIELDS, { message: `must be one of ${CUSTOMER_SORT_FIELDS.join(', ')}` }).default('lastEvaluatedAt')),
  sortOrder: sortOrder('desc'),
  page: pageParam,
  limit: limitParam(10),
});
export type CustomersQuery = z.infer<typeof customersQuerySchema>;

export const customersExportQuerySchema = customersQuerySchema.omit(NO_PAGING).extend({ format: exportFormat });

export const customerParamsSchema = z.object({ id: uuid });

/** One customer's evaluations as a file: `?format=xlsx` (default) or `csv`. */
export const customerEvaluationsExportQuerySchema = z.object({ format: exportFormat });

export interface CustomerRow {
  id: string;
  reference: string;
  name: string;
  createdAt: string;
  evaluations: number;
  lastEvaluatedAt: string | null;
  lastEligibleCount: number;
  /** The amount of `largestOffer` (the field keeps the name it had before lenders and rates were shown). */
  bestOfferAmount: number;
  /** The largest offer across the customer's evaluations, by the one definition (ADR 0023). */
  largestOffer: LargestOffer | null;
}

/** Largest eligible amount, then lowest APR (the rate before APRs), then lender and product name. */
export interface LargestOffer {
  bankName: string;
  productName: string;
  amount: number;
  /** null on decisions stored before offer terms. */
  apr: number | null;
  rate: number | null;
}

export type CustomerList = ItemPage<CustomerRow>;

export const DECISION_SOURCE_LABELS = { console: 'Console', bulk: 'Bulk file', api: 'API key' } as const;

export interface DecisionSourceView {
  kind: keyof typeof DECISION_SOURCE_LABELS;
  userName: string | null;
  apiKeyId: string | null;
  apiKeyLabel: string | null;
  bulkJobId: string | null;
  fileName: string | null;
}

/**
 * Where a decision came from, in words: "Evaluated in the back office by Asha Rao", "Evaluated from
 * the bulk file leads.xlsx, uploaded by Asha Rao", "Evaluated through the API with Asha Rao's key
 * Partner app".
 */
export function describeDecisionSource(s: DecisionSourceView): string {
  if (s.kind === 'bulk') {
    const file = s.fileName ? `the bulk file ${s.fileName}` : 'a bulk file';
    const by = s.apiKeyLabel ? `, sent with the API key ${s.apiKeyLabel}` : s.userName ? `, uploaded by ${s.userName}` : '';
    return `Evaluated from ${file}${by}`;
  }
  if (s.kind === 'api') {
    const key = s.apiKeyLabel ?? s.apiKeyId;
    const whose = s.userName ? `${s.userName}'s key` : 'the key';
    return key ? `Evaluated through the API with ${whose} ${key}` : 'Evaluated through the API';
  }
  return `Evaluated in the back office${s.userName ? ` by ${s.userName}` : ''}`;
}

/** The applicant as they were described to that evaluation: what a credit officer looks at first. */
export interface ApplicantProfile {
  salary: number | null;
  age: number | null;
  /** null: no credit history. */
  cibilScore: number | null;
  companyName: string | null;
  cityName: string | null;
  requestedLoanAmount: number | null;
  requestedTenureMonths: number | null;
  /** The instalments of the loans the applicant already pays, together. */
  existingEmi: number;
  currentEmploymentMonths: number | null;
}

export interface CustomerEvaluation {
  applicationId: string;
  evaluatedAt: string;
  ruleVersion: number | null;
  totalBanksChecked: number;
  eligibleCount: number;
  /** Where the decision came from: a user in the console, a row of a bulk job, or a program with an API key (acting for `userName`). */
  source: DecisionSourceView;
  /** The largest eligible offer; `apr` null on decisions stored before offer terms. */
  bestOffer: LargestOffer | null;
  /** null on decisions whose input is not kept in today's shape. */
  applicant: ApplicantProfile | null;
  /** The Key Fact Statements the borrower acknowledged, one per offer, in the order they were recorded. */
  acknowledgements: AcknowledgedOffer[];
}

/** An acknowledged Key Fact Statement with its offer's lender and product by name. */
export interface AcknowledgedOffer extends KfsAcknowledgement {
  bankId: string;
  productId: string;
  bankName: string;
  productName: string;
}

export interface CustomerDetail extends CustomerRow {
  history: CustomerEvaluation[];
  /** Every consent the customer gave, newest first, withdrawn or in force (ADR 0040). */
  consents: ConsentRecord[];
}
