import { z } from 'zod';
import { okAnswer, timestamp } from './answers';
import { limitParam, pageOf, pageParam, uuid, type ItemPage } from './common';
import { orBlank } from './lenient';

/*
 * Channel partners (ADR 0044): a fintech app or a direct selling agent whose users and API keys
 * see only the applicants it brought. The marketplace's staff keep them under the `partners`
 * permission module.
 */

const PARTNER_NAME_MAX = 200;
export const PARTNER_CODE_MAX = 32;
const PARTNER_EMAIL_MAX = 254;
/** Bounds of the two limits: far inside the database's integer, far beyond any real partner. */
const PARTNER_QUOTA_MAX = 100_000_000;
const PARTNER_RATE_MAX = 1_000_000;
/** Default page size of the partners list (the screen's too). */
const PARTNERS_PAGE_SIZE = 25;

const whole = (n: number) => n.toLocaleString('en-IN');

export const PARTNER_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${PARTNER_NAME_MAX} characters`,
  codeRequired: 'Code is required',
  codeTooLong: `Code must be at most ${PARTNER_CODE_MAX} characters`,
  codeInvalid: 'Code may hold only letters, digits, hyphens (-) and underscores (_)',
  codeTaken: 'A partner with this code already exists (codes are compared regardless of case)',
  activeInvalid: 'Active must be true or false',
  contactEmailInvalid: 'Contact e-mail must be a valid e-mail address',
  quotaInvalid: `Monthly evaluation quota must be a whole number from 1 to ${whole(PARTNER_QUOTA_MAX)}, or empty for no limit`,
  rateInvalid: `Rate limit per minute must be a whole number from 1 to ${whole(PARTNER_RATE_MAX)}, or empty for no limit`,
  created: 'Partner created',
  updated: 'Partner updated',
  deactivated: 'Partner deactivated: its users are signed out and its API keys stop working',
  deleted: 'Partner deleted',
  /** A partner that holds anything cannot be deleted: what it holds, in words. */
  inUse: (held: string) => `This partner still has ${held}, so it cannot be deleted. Deactivate it instead.`,
  inUseRecords: 'This partner still has records, so it cannot be deleted. Deactivate it instead.',
  /** crmAuth/createUser and updateUser: a partner id that names no partner. */
  unknownPartner: 'The selected partner does not exist',
} as const;

const name = z
  .string({ message: PARTNER_MESSAGES.nameRequired })
  .trim()
  .min(1, PARTNER_MESSAGES.nameRequired)
  .max(PARTNER_NAME_MAX, PARTNER_MESSAGES.nameTooLong);

const code = z
  .string({ message: PARTNER_MESSAGES.codeRequired })
  .trim()
  .min(1, PARTNER_MESSAGES.codeRequired)
  .max(PARTNER_CODE_MAX, PARTNER_MESSAGES.codeTooLong)
  .regex(/^[A-Za-z0-9_-]+$/, PARTNER_MESSAGES.codeInvalid);

const active = z.boolean({ message: PARTNER_MESSAGES.activeInvalid });

/** Optional: blank text or null for none (an update's null clears it). */
const contactEmail = orBlank(
  z
    .string({ message: PARTNER_MESSAGES.contactEmailInvalid })
    .trim()
    .max(PARTNER_EMAIL_MAX, PARTNER_MESSAGES.contactEmailInvalid)
    .email(PARTNER_MESSAGES.contactEmailInvalid)
    .transform((v) => v.toLowerCase())
    .nullable()
    .optional(),
  null,
);

/** A limit: a whole number above 0, or null for no limit. */
const limit = (max: number, message: string) => z.number({ message }).int(message).min(1, message).max(max, message).nullable().optional();

export const partnerCreateSchema = z.object({
  name,
  code,
  active: active.default(true),
  contactEmail,
  monthlyEvaluationQuota: limit(PARTNER_QUOTA_MAX, PARTNER_MESSAGES.quotaInvalid),
  rateLimitPerMinute: limit(PARTNER_RATE_MAX, PARTNER_MESSAGES.rateInvalid),
});
export type PartnerCreate = z.input<typeof partnerCreateSchema>;

/**
 * An update names only what changes (`{ "active": false }` deactivates); null clears the contact
 * e-mail or a limit.
 */
export const partnerUpdateSchema = z.object({
  name: name.optional(),
  code: code.optional(),
  active: active.optional(),
  contactEmail,
  monthlyEvaluationQuota: limit(PARTNER_QUOTA_MAX, PARTNER_MESSAGES.quotaInvalid),
  rateLimitPerMinute: limit(PARTNER_RATE_MAX, PARTNER_MESSAGES.rateInvalid),
});
export type PartnerUpdate = z.input<typeof partnerUpdateSchema>;

export const partnerIdParams = z.object({ id: uuid });

export const partnersQuerySchema = z.object({
  /** Part of the name, code or contact e-mail. */
  q: z.string().trim().max(200, 'must be at most 200 characters').optional(),
  page: pageParam,
  limit: limitParam(PARTNERS_PAGE_SIZE),
});

// ---------------------------------------------------------------- answers

const count = z.number().int();

const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  contactEmail: z.string().nullable(),
  /** Evaluations a calendar month (India's); null: no limit. */
  monthlyEvaluationQuota: z.number().int().nullable(),
  /** Requests a minute; null: no limit. */
  rateLimitPerMinute: z.number().int().nullable(),
  /** What the partner holds: its users, its API keys not revoked, the customers it brought. */
  counts: z.object({ users: count, keys: count, customers: count }),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Partner = z.output<typeof partnerSchema>;
export type PartnerList = ItemPage<Partner>;

export const partnerAnswer = okAnswer(partnerSchema);
export const partnerListAnswer = okAnswer(pageOf(partnerSchema));
export const partnerDeletedAnswer = okAnswer(z.object({ id: z.string() }));
