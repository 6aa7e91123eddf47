import { z } from 'zod';
import { okAnswer, timestamp } from './answers';
import { documentLanguageSchema } from './document-languages';
import { exportFormat, limitParam, pageOf, pageParam, queryBoolean, uuid, type ItemPage } from './common';

/** A rule-set version number in a path or query string. */
const versionNumber = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(0, 'must be ≥ 0')
  .max(2_147_483_647, 'must be a version number');

export const ruleVersionsQuerySchema = z.object({ page: pageParam, limit: limitParam(20) });
export const ruleVersionsExportQuerySchema = z.object({ format: exportFormat });
export const ruleVersionParamsSchema = z.object({ version: versionNumber });

/** The header a rule change's reason may come in: UTF-8, percent-encoded (`encodeURIComponent`). */
export const CHANGE_REASON_HEADER = 'x-change-reason';
export const CHANGE_REASON_MAX = 500;
export const CHANGE_REASON_MESSAGES = {
  tooLong: `must be at most ${CHANGE_REASON_MAX} characters`,
  badEncoding: 'must be percent-encoded UTF-8',
  notText: 'must be text',
  required: 'is required: changes to the rules need approval, and a proposal says why',
} as const;

/** A reason as the request gives it: trimmed; blank means none. */
export const changeReasonSchema = z
  .string({ message: CHANGE_REASON_MESSAGES.notText })
  .trim()
  .max(CHANGE_REASON_MAX, CHANGE_REASON_MESSAGES.tooLong)
  .transform((v) => (v === '' ? undefined : v));

/** How a version came about: a save or delete, a restore, a master-data import, an approved proposal. */
/** `master-data`: a bank, product or company deleted or made inactive, with the rules that went with it. */
export const RULE_VERSION_KINDS = ['edit', 'restore', 'import', 'approval', 'master-data'] as const;
export type RuleVersionKind = (typeof RULE_VERSION_KINDS)[number];

/** Rows added, changed and removed per table in one version. */
export type RuleVersionChanges = Record<string, { added?: number; changed?: number; removed?: number }>;

export interface RuleVersionSummary {
  version: number;
  createdAt: string;
  createdBy: { id: string; name: string | null } | null;
  summary: string;
  changes: RuleVersionChanges;
  /** Why the change was made, when its author said. */
  reason: string | null;
  kind: RuleVersionKind;
}

export interface RuleVersionList extends ItemPage<RuleVersionSummary> {
  /** The version new evaluations use. */
  current: number;
}

export const applicationParamsSchema = z.object({ applicationId: uuid });
export const explanationParamsSchema = z.object({ applicationId: uuid, bankId: uuid, productId: uuid });
/**
 * The Key Fact Statement (and the comparison of offers) as printable HTML (default) or as PDF, in
 * `lang`; without it, the customer's preferred language, else English.
 */
export const kfsQuerySchema = z.object({
  format: z.enum(['html', 'pdf'], { message: 'must be html or pdf' }).default('html'),
  lang: documentLanguageSchema.optional(),
});

/** `version=N`, or `current=true` for the rules in force now; neither: the application's own version. */
export const replayQuerySchema = z.object({ version: versionNumber.optional(), current: queryBoolean.optional() });

/** `rule-versions/:version/diff/:other`: from `version` to `other` (one parameter name per path segment). */
export const ruleVersionDiffParamsSchema = z.object({ version: versionNumber, other: versionNumber });

/** One row's difference between two versions; `fields` lists what an edit changed. */
export interface RuleDiffRow {
  rowId: string;
  kind: 'added' | 'removed' | 'changed';
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  fields: { field: string; before: unknown; after: unknown }[];
}

/** Rows of one table for one bank and product (either may be null for master data). */
export interface RuleDiffGroup {
  table: string;
  label: string;
  bank: { id: string; name: string } | null;
  product: { id: string; name: string } | null;
  rows: RuleDiffRow[];
}

export interface RuleVersionDiff {
  from: number;
  to: number;
  totals: { added: number; removed: number; changed: number };
  groups: RuleDiffGroup[];
  /** Salary categories by id, so rows are named by their category (describeRuleField, ruleRowPlace in rule-wording). */
  categoryNames: Record<string, string>;
  /** True when more rows changed than are listed (`totals` still counts them all). */
  truncated: boolean;
  /** The versions the difference spans (after the lower side, up to the higher), newest first, with who made them and why (at most 100). */
  versions: RuleVersionSummary[];
}

export interface RuleVersionRestored {
  /** The new version, equal in content to `restoredFrom`. */
  version: number | null;
  restoredFrom: number;
  totals: { added: number; removed: number; changed: number };
}

// ---------------------------------------------------------------- answers

const totalsSchema = z.object({ added: z.number().int(), removed: z.number().int(), changed: z.number().int() });

const ruleVersionSummarySchema = z.object({
  version: z.number().int(),
  createdAt: timestamp,
  createdBy: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
  summary: z.string(),
  /** Rows added, changed and removed per table. */
  changes: z.record(z.string(), z.object({ added: z.number().int().optional(), changed: z.number().int().optional(), removed: z.number().int().optional() })),
  reason: z.string().nullable(),
  kind: z.enum(RULE_VERSION_KINDS),
});

export const ruleVersionListAnswer = okAnswer(pageOf(ruleVersionSummarySchema, { current: z.number().int() }));

/** One version with how many rows of each table it holds. */
export const ruleVersionAnswer = okAnswer(ruleVersionSummarySchema.extend({ rows: z.record(z.string(), z.number().int()) }));

const named = z.object({ id: z.string(), name: z.string() });
const storedRow = z.record(z.string(), z.unknown()).nullable();

export const ruleVersionDiffAnswer = okAnswer(
  z.object({
    from: z.number().int(),
    to: z.number().int(),
    totals: totalsSchema,
    groups: z.array(
      z.object({
        table: z.string(),
        label: z.string(),
        bank: named.nullable(),
        product: named.nullable(),
        rows: z.array(
          z.object({
            rowId: z.string(),
            kind: z.enum(['added', 'removed', 'changed']),
            before: storedRow,
            after: storedRow,
            fields: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
          }),
        ),
      }),
    ),
    categoryNames: z.record(z.string(), z.string()),
    truncated: z.boolean(),
    versions: z.array(ruleVersionSummarySchema),
  }),
);

export const ruleVersionRestoredAnswer = okAnswer(z.object({ version: z.number().int().nullable(), restoredFrom: z.number().int(), totals: totalsSchema }));
