import { sql, type SQL } from 'drizzle-orm';

/**
 * The consents given with new decisions, for the statement that stores them (loan-application's
 * insert and COPY; ADR 0040). `given` is a FROM item aliased `g` with columns customer_id,
 * application_id, at (the decision's time) and consent (the JSON the apply body gave).
 */
export function givenConsents(given: SQL): SQL {
  return sql`INSERT INTO consents (customer_id, application_id, application_created_at, notice_version, purposes, obtained_at, channel, reference, recorded_at)
    SELECT g.customer_id, g.application_id, g.at, c.k ->> 'noticeVersion', ARRAY(SELECT jsonb_array_elements_text(c.k -> 'purposes')),
      (c.k ->> 'obtainedAt')::timestamptz, c.k ->> 'channel', nullif(c.k ->> 'reference', ''), g.at
    FROM ${given} CROSS JOIN LATERAL (SELECT g.consent AS k) c`;
}
