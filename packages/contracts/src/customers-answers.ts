import { z } from 'zod';
import { okAnswer, timestamp } from './answers';
import { pageOf } from './common';
import { DECISION_SOURCE_LABELS } from './customers';
import { kfsAcknowledgementSchema } from './kfs-acknowledgements';
import { consentRecordSchema } from './consent';

/** The answers of Customer Master (list and detail). */

const largestOfferSchema = z.object({
  bankName: z.string(),
  productName: z.string(),
  amount: z.number(),
  /** null on decisions stored before offer terms. */
  apr: z.number().nullable(),
  rate: z.number().nullable(),
});

const customerRowSchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  createdAt: timestamp,
  evaluations: z.number().int(),
  lastEvaluatedAt: timestamp.nullable(),
  lastEligibleCount: z.number().int(),
  bestOfferAmount: z.number(),
  largestOffer: largestOfferSchema.nullable(),
});

export const customerListAnswer = okAnswer(pageOf(customerRowSchema));

const decisionSourceSchema = z.object({
  kind: z.enum(Object.keys(DECISION_SOURCE_LABELS) as [keyof typeof DECISION_SOURCE_LABELS, ...(keyof typeof DECISION_SOURCE_LABELS)[]]),
  userName: z.string().nullable(),
  apiKeyId: z.string().nullable(),
  apiKeyLabel: z.string().nullable(),
  bulkJobId: z.string().nullable(),
  fileName: z.string().nullable(),
});

const applicantProfileSchema = z.object({
  salary: z.number().nullable(),
  age: z.number().nullable(),
  cibilScore: z.number().nullable(),
  companyName: z.string().nullable(),
  cityName: z.string().nullable(),
  requestedLoanAmount: z.number().nullable(),
  requestedTenureMonths: z.number().nullable(),
  existingEmi: z.number(),
  currentEmploymentMonths: z.number().nullable(),
});

const customerEvaluationSchema = z.object({
  applicationId: z.string(),
  evaluatedAt: timestamp,
  ruleVersion: z.number().int().nullable(),
  totalBanksChecked: z.number().int(),
  eligibleCount: z.number().int(),
  source: decisionSourceSchema,
  bestOffer: largestOfferSchema.nullable(),
  applicant: applicantProfileSchema.nullable(),
  /** The Key Fact Statements the borrower acknowledged, one per offer, in the order they were recorded. */
  acknowledgements: z.array(kfsAcknowledgementSchema.extend({ bankId: z.string(), productId: z.string(), bankName: z.string(), productName: z.string() })),
});

export const customerDetailAnswer = okAnswer(customerRowSchema.extend({ history: z.array(customerEvaluationSchema), consents: z.array(consentRecordSchema) }));
