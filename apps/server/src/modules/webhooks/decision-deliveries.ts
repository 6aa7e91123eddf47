import { sql, type SQL } from 'drizzle-orm';
import { TRANSACTION_PARTNER } from '../../db/partner-scope';

/**
 * The outbox rows of new decisions, for the statement that stores them (loan-application's insert
 * and COPY): a `decision.created` delivery per decision and active endpoint subscribed to it, of
 * the transaction's partner. `events` is a FROM item aliased `d` with one column `event`, the
 * event's data as sent (customerId included).
 */
export function decisionCreatedDeliveries(events: SQL): SQL {
  return sql`INSERT INTO webhook_deliveries (endpoint_id, event_type, payload, partner_id)
    SELECT e.id, 'decision.created', jsonb_build_object('type', 'decision.created', 'timestamp', d.event ->> 'createdAt', 'data', d.event), e.partner_id
    FROM ${events} CROSS JOIN webhook_endpoints e
    WHERE e.active AND 'decision.created' = ANY (e.events) AND e.partner_id IS NOT DISTINCT FROM ${TRANSACTION_PARTNER}`;
}
