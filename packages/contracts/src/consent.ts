import { z } from 'zod';
import { okAnswer, timestamp } from './answers';
import { uuid } from './common';
import { idsOf } from './ids-of';
import { orBlank } from './lenient';

/*
 * The applicant's consent to the processing of their data (DPDP Act and Rules 2025; RBI's digital
 * lending directions ask for explicit consent for each use): given with an evaluation (apply, the
 * partner API, a bulk row), kept per customer, withdrawn on the customer's page (ADR 0040).
 */

export const CONSENT_PURPOSE_LABELS = {
  ELIGIBILITY_CHECK: 'Check eligibility for loans',
  SHARE_WITH_LENDERS: 'Share the application with lenders',
  CREDIT_BUREAU_CHECK: 'Check the credit bureau report',
  MARKETING: 'Marketing',
} as const;
export const CONSENT_PURPOSES = idsOf(CONSENT_PURPOSE_LABELS);
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_CHANNEL_LABELS = {
  WEB: 'Web',
  BRANCH: 'Branch',
  PHONE: 'Phone',
  PARTNER_API: 'Partner API',
  PAPER: 'Paper',
} as const;
export const CONSENT_CHANNELS = idsOf(CONSENT_CHANNEL_LABELS);
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/**
 * The notice the back office's own screens show (the rich wizard's step 1). Its wording is the
 * operator's to change: a new wording gets a new version, so each stored consent names what was
 * shown. Partners and branches may record consent to their own notices under their own versions.
 */
export const CURRENT_CONSENT_NOTICE = {
  version: '2026-05-v1',
  text:
    'We will use the details in this application, including your salary, existing loans and credit score, to check which loans you are eligible for, ' +
    'and share them with the lenders whose offers we show you. We keep them for as long as the law requires and no longer. ' +
    'You may withdraw this consent at any time, as easily as you gave it, by asking us; evaluations already made stay on record. ' +
    'You may ask to see, correct or erase what we hold about you.',
  /** What the wizard's consent covers. */
  purposes: ['ELIGIBILITY_CHECK', 'SHARE_WITH_LENDERS'] as ConsentPurpose[],
} as const;

export const CONSENT_LIMITS = { noticeVersionMax: 40, referenceMax: 100, reasonMax: 500 } as const;

export const CONSENT_MESSAGES = {
  object: 'must be an object with noticeVersion, purposes, obtainedAt and channel',
  noticeVersion: `must be text of 1 to ${CONSENT_LIMITS.noticeVersionMax} characters`,
  purposes: `must be a non-empty list of ${CONSENT_PURPOSES.join(', ')}`,
  purposeInvalid: `must be one of ${CONSENT_PURPOSES.join(', ')}`,
  purposesEligibility: 'must include ELIGIBILITY_CHECK: an evaluation needs consent to check eligibility',
  obtainedAt: 'must be a date and time written YYYY-MM-DDTHH:MM:SSZ (or with an offset)',
  obtainedAtFuture: 'must not be in the future',
  channel: `must be one of ${CONSENT_CHANNELS.join(', ')}`,
  reference: `must be text of at most ${CONSENT_LIMITS.referenceMax} characters`,
  /** The 400 when the setting requires consent and none was sent. */
  required: "is required: the applicant's consent must be recorded with each evaluation",
  /** The 409 of an evaluation without fresh consent for a customer who withdrew it. */
  withdrawn: 'This customer withdrew their consent: send fresh consent (consent) to evaluate them again',
  /** The same, for a row of a bulk file (its error file names the row and column). */
  withdrawnRow: 'names a customer who withdrew their consent: fill the consent columns with fresh consent',
  reasonRequired: 'is required',
  reasonTooLong: `must be at most ${CONSENT_LIMITS.reasonMax} characters`,
  noActiveConsent: 'This customer has no consent in force to withdraw',
  withdrawnDone: 'Consent withdrawn',
  settingsSaved: 'Consent setting saved',
  setting: 'Consent setting',
} as const;
const M = CONSENT_MESSAGES;

/** `consent` of an evaluation (apply, the partner API, a bulk row). */
export const consentSchema = z.object(
  {
    noticeVersion: z.string({ error: M.noticeVersion }).trim().min(1, M.noticeVersion).max(CONSENT_LIMITS.noticeVersionMax, M.noticeVersion),
    purposes: z
      .array(z.enum(CONSENT_PURPOSES, { error: M.purposeInvalid }), { error: M.purposes })
      .min(1, M.purposes)
      .refine((p) => p.includes('ELIGIBILITY_CHECK'), M.purposesEligibility)
      .transform((p) => CONSENT_PURPOSES.filter((x) => p.includes(x))),
    // Not in the future: checked by the server against its clock (a few minutes' skew allowed).
    obtainedAt: z.iso.datetime({ offset: true, error: M.obtainedAt }),
    channel: z.enum(CONSENT_CHANNELS, { error: M.channel }),
    reference: orBlank(z.string({ error: M.reference }).trim().max(CONSENT_LIMITS.referenceMax, M.reference).optional()),
  },
  { error: M.object },
);
export type Consent = z.output<typeof consentSchema>;

/** `PUT /api/settings/consent` and its answer's data. */
export const consentSettingsSchema = z.object({ required: z.boolean({ message: 'must be true or false' }) });
export type ConsentSettings = z.infer<typeof consentSettingsSchema>;

/** `POST /api/customers/:id/consent/withdraw`. */
export const withdrawConsentSchema = z.object({
  reason: z.string({ message: M.reasonRequired }).trim().min(1, M.reasonRequired).max(CONSENT_LIMITS.reasonMax, M.reasonTooLong),
});
export const customerConsentParamsSchema = z.object({ id: uuid });

// ---------------------------------------------------------------- answers

const person = z.object({ id: z.string(), name: z.string().nullable() });

export const consentSettingsStateAnswer = okAnswer(
  z.object({
    required: z.boolean(),
    /** The notice the wizard shows while consent is required. */
    notice: z.object({ version: z.string(), text: z.string(), purposes: z.array(z.enum(CONSENT_PURPOSES)) }),
    changes: z.array(z.object({ required: z.boolean(), by: person, at: timestamp })),
  }),
);
export type ConsentSettingsState = z.output<typeof consentSettingsStateAnswer>['data'];

/** One consent given, as the customer's page lists it. */
export const consentRecordSchema = z.object({
  id: z.string(),
  /** The evaluation it was given with (null once retention dropped it). */
  applicationId: z.string().nullable(),
  noticeVersion: z.string(),
  purposes: z.array(z.enum(CONSENT_PURPOSES)),
  obtainedAt: timestamp,
  channel: z.enum(CONSENT_CHANNELS),
  reference: z.string().nullable(),
  recordedAt: timestamp,
  withdrawnAt: timestamp.nullable(),
  withdrawalReason: z.string().nullable(),
  withdrawnBy: person.nullable(),
});
export type ConsentRecord = z.output<typeof consentRecordSchema>;

export const consentWithdrawnAnswer = okAnswer(
  z.object({ customerId: z.string(), consentIds: z.array(z.string()), withdrawnAt: timestamp, consents: z.array(consentRecordSchema) }),
);
