import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/raw-rows';
import { customerAccessLog } from '../audit-trail';
import { listConsents } from '../consents';
import { ELIGIBLE_BIT } from '../../db/stored-outcome';

/**
 * What an access request hands the person: everything held about them, one named section at a
 * time. The JSON download is `{ sections: { <key>: … } }` in this order and the PDF draws each
 * section under its title (access-report-pdf.ts), so a section added here appears in both.
 */
interface AccessSection {
  key: string;
  title: string;
  load(db: DbOrTx, customerId: string): Promise<unknown>;
}

const one = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

/** The customer as Customer Master holds them. */
async function customerSection(db: DbOrTx, customerId: string) {
  const [row] = await one<Record<string, unknown>>(
    db,
    sql`SELECT id, reference, name, created_at AS "createdAt", evaluations, last_evaluated_at AS "lastEvaluatedAt",
      last_eligible_count AS "lastEligibleCount", best_offer_amount AS "bestOfferAmount", preferred_language AS "preferredLanguage", erased_at AS "erasedAt"
      FROM customers WHERE id = ${customerId}::uuid`,
  );
  return row ?? null;
}

/** Every evaluation filed under the customer, oldest first: the input as stored, the employer and city by name, and every lender's answer. */
async function evaluationsSection(db: DbOrTx, customerId: string) {
  return one(
    db,
    sql`SELECT a.id AS "applicationId", a.created_at AS "evaluatedAt", a.source, a.rule_version AS "ruleVersion", a.evaluation_date AS "evaluationDate",
      a.eligible_count AS "eligibleCount", a.total_banks_checked AS "banksChecked",
      (SELECT c.company_name FROM companies c WHERE c.id::text = coalesce(a.input ->> 'companyId', a.input ->> 'companyid')) AS "employer",
      (SELECT ci.city_name FROM cities ci WHERE ci.id::text = a.input ->> 'cityId') AS "city",
      a.input,
      (SELECT coalesce(json_agg(json_build_object(
          'lender', b.name, 'product', pr.name,
          'status', CASE WHEN (p.meta & ${sql.raw(String(ELIGIBLE_BIT))}) <> 0 THEN 'ELIGIBLE' ELSE 'NOT_ELIGIBLE' END,
          'amount', p.amount, 'ratePercent', p.rate, 'aprPercent', p.apr, 'emi', p.emi, 'tenureMonths', p.meta & 65535
        ) ORDER BY p.ord), '[]'::json)
        FROM unnest(a.pair_ids, a.pair_meta, a.pair_amounts, a.pair_rates, a.pair_aprs, a.pair_emis) WITH ORDINALITY AS p(pair_id, meta, amount, rate, apr, emi, ord)
        JOIN decision_pairs dp ON dp.id = p.pair_id LEFT JOIN banks b ON b.id = dp.bank_id LEFT JOIN products pr ON pr.id = dp.product_id) AS "offers"
      FROM loan_applications a WHERE a.customer_id = ${customerId}::uuid ORDER BY a.created_at, a.id`,
  );
}

/** Every Key Fact Statement issued for the customer's offers (each language a rendering of its own); the documents themselves are downloaded from the KFS routes. */
async function kfsSection(db: DbOrTx, customerId: string) {
  return one(
    db,
    sql`SELECT k.proposal_number AS "kfsNumber", k.language, b.name AS "lender", pr.name AS "product", k.application_id AS "applicationId",
      to_char(k.issued_on, 'YYYY-MM-DD') AS "issuedOn", to_char(k.valid_until, 'YYYY-MM-DD') AS "validUntil", k.kept_on_erasure_at AS "keptOnErasureAt"
      FROM kfs_documents k JOIN loan_applications a ON a.id = k.application_id AND a.created_at = k.application_created_at
      LEFT JOIN banks b ON b.id = k.bank_id LEFT JOIN products pr ON pr.id = k.product_id
      WHERE a.customer_id = ${customerId}::uuid ORDER BY k.created_at, k.proposal_number, k.language`,
  );
}

/** The borrower's acknowledgements of those statements. */
async function acknowledgementsSection(db: DbOrTx, customerId: string) {
  return one(
    db,
    sql`SELECT k.kfs_number AS "kfsNumber", b.name AS "lender", pr.name AS "product", k.method, k.language, k.acknowledged_at AS "acknowledgedAt",
      k.acknowledged_by_name AS "recordedBy"
      FROM kfs_acknowledgements k JOIN loan_applications a ON a.id = k.application_id AND a.created_at = k.application_created_at
      LEFT JOIN banks b ON b.id = k.bank_id LEFT JOIN products pr ON pr.id = k.product_id
      WHERE a.customer_id = ${customerId}::uuid ORDER BY k.acknowledged_at`,
  );
}

/** Who read, exported or changed the record, oldest first: the audit trail's entries of the customer and its evaluations. */
async function accessLogOf(db: DbOrTx, customerId: string) {
  return (await customerAccessLog(db, customerId)).map((e) => ({
    at: e.occurredAt,
    by: e.actorName ?? (e.actorKind === 'system' ? 'System' : e.actorKind === 'api-key' ? 'API key' : 'Unknown'),
    action: e.action,
    what: e.summary,
  }));
}

/** The person's own privacy requests. */
async function requestsSection(db: DbOrTx, customerId: string) {
  return one(
    db,
    sql`SELECT kind, state, note, created_at AS "createdAt", due_at AS "dueAt", completed_at AS "completedAt", outcome
      FROM privacy_requests WHERE customer_id = ${customerId}::uuid ORDER BY created_at`,
  );
}

const ACCESS_SECTIONS: readonly AccessSection[] = [
  { key: 'customer', title: 'Customer', load: customerSection },
  { key: 'evaluations', title: 'Evaluations: what was given and what each lender offered', load: evaluationsSection },
  { key: 'kfsDocuments', title: 'Key Fact Statements issued', load: kfsSection },
  { key: 'acknowledgements', title: 'Acknowledgements of Key Fact Statements', load: acknowledgementsSection },
  { key: 'privacyRequests', title: 'Privacy requests', load: requestsSection },
  { key: 'consents', title: 'Consents given and withdrawn', load: listConsents },
  { key: 'accessLog', title: 'Who accessed this record', load: accessLogOf },
];

export interface AccessReport {
  generatedAt: string;
  request: { id: string; kind: string; createdAt: string };
  sections: Record<string, unknown>;
  titles: Record<string, string>;
}

export async function accessReport(db: DbOrTx, customerId: string, request: AccessReport['request'], now: Date): Promise<AccessReport> {
  const sections: Record<string, unknown> = {};
  const titles: Record<string, string> = {};
  for (const section of ACCESS_SECTIONS) {
    sections[section.key] = await section.load(db, customerId);
    titles[section.key] = section.title;
  }
  // Timestamps as JSON writes them, on either driver.
  return JSON.parse(JSON.stringify({ generatedAt: now.toISOString(), request, sections, titles })) as AccessReport;
}
