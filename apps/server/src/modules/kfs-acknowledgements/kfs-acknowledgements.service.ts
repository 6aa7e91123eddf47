import { KFS_ACKNOWLEDGEMENT_MESSAGES as M, type KfsAcknowledgement, type KfsAcknowledgementBody } from '@lbo/contracts/kfs-acknowledgements';
import type { Database } from '../../db/client';
import type { DecisionPairs } from '../../db/decision-pairs';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { findApplication, indiaDate } from '../loan-application';
import { findAcknowledgement, findIssuedKfs, insertAcknowledgement, type AcknowledgementRow, type OfferKey } from './kfs-acknowledgements.repository';

export interface AcknowledgementDeps {
  db: Database;
  pairs: DecisionPairs;
  clock: Clock;
}

const answerOf = (row: AcknowledgementRow): KfsAcknowledgement => ({
  kfsNumber: row.kfs_number,
  acknowledgedAt: row.acknowledged_at.toISOString(),
  acknowledgedBy: { id: row.acknowledged_by, name: row.acknowledged_by_name },
  method: row.method,
  language: row.language,
});

/** 1 Dec 2026, as the KFS itself writes its dates. */
const longDate = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * Records that the offer's Key Fact Statement was explained to the borrower and acknowledged
 * (RBI's KFS directions): once per offer, only for an offer made, after its KFS was issued and
 * while it is valid (its last valid day is India's date `valid_until`).
 */
export async function acknowledgeKfs(
  deps: AcknowledgementDeps,
  offer: OfferKey,
  body: KfsAcknowledgementBody,
  by: { id: string; name: string },
): Promise<KfsAcknowledgement> {
  const decision = await findApplication(deps.db, deps.pairs, offer.applicationId);
  if (!decision) throw AppError.notFound('Application');
  const pair = decision.pairs.find((p) => p.bankId === offer.bankId && p.productId === offer.productId);
  if (!pair) throw AppError.notFound('Bank and product in this application');
  if (pair.eligibilityStatus !== 'ELIGIBLE') throw AppError.conflict(M.noOffer);
  const kfs = await findIssuedKfs(deps.db, offer);
  if (!kfs) throw AppError.conflict(M.notIssued);
  if (await findAcknowledgement(deps.db, offer)) throw AppError.conflict(M.already(kfs.kfsNumber));
  const now = deps.clock.now();
  if (indiaDate(now) > kfs.validUntil) throw AppError.conflict(M.expired(kfs.kfsNumber, longDate(kfs.validUntil)));
  const made = await insertAcknowledgement(deps.db, {
    application_id: offer.applicationId,
    application_created_at: decision.createdAt,
    bank_id: offer.bankId,
    product_id: offer.productId,
    kfs_number: kfs.kfsNumber,
    method: body.method,
    language: body.language,
    acknowledged_at: now,
    acknowledged_by: by.id,
    acknowledged_by_name: by.name,
  });
  if (!made) throw AppError.conflict(M.already(kfs.kfsNumber));
  return answerOf(made);
}

export async function getAcknowledgement(db: Database, offer: OfferKey): Promise<KfsAcknowledgement> {
  const row = await findAcknowledgement(db, offer);
  if (!row) throw AppError.notFound(M.one);
  return answerOf(row);
}
