/**
 * The transaction settings (`set_config(…, true)`) that the migrations' triggers, functions,
 * policies and column defaults read with `current_setting`: named here once, so the code that sets
 * one and the SQL that reads it cannot drift apart. db/settings.unit.test.ts checks that the SQL
 * under drizzle/ reads exactly these and that no other code spells one out.
 */
export const DB_SETTINGS = {
  /** Who makes a rule change (db/rule-change.ts): the version trigger records it. */
  actor: 'lbo.actor',
  /** The change's one-line summary, recorded on its version. */
  summary: 'lbo.summary',
  /** Why it is made (X-Change-Reason or a body's `reason`). */
  reason: 'lbo.reason',
  /** How it came about: edit, restore, import, approval, master-data. */
  kind: 'lbo.kind',
  /** The version the transaction's first versioned write made: set by the trigger, read back by withRuleChange. */
  ruleVersion: 'lbo.rule_version',
  /** The partner a transaction works for (db/partner-scope.ts): row-level policies and partner columns read it. */
  partnerId: 'lbo.partner_id',
  /** On while the audit retention function deletes old entries, which the audit trail's guard otherwise refuses (SQL only). */
  auditRetention: 'lbo.audit_retention',
} as const;
