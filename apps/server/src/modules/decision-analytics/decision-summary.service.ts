import type { DecisionSummary } from '@lbo/contracts/decision-analytics';
import type { Database } from '../../db/client';
import { indiaDate } from '../loan-application';
import { evaluationsPerDay } from './decision-analytics.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The dashboard's lending figures over the last `days` Indian days, today included. */
export async function decisionSummary(db: Database, now: Date, days: number): Promise<DecisionSummary> {
  const toDay = indiaDate(now);
  const fromDay = indiaDate(new Date(now.getTime() - (days - 1) * DAY_MS));
  const { days: perDay, customers } = await evaluationsPerDay(db, fromDay, toDay);
  const evaluations = perDay.reduce((sum, d) => sum + d.evaluations, 0);
  const eligibleEvaluations = perDay.reduce((sum, d) => sum + d.eligible, 0);
  return {
    days,
    evaluations,
    eligibleEvaluations,
    eligibleRate: evaluations > 0 ? eligibleEvaluations / evaluations : null,
    customers,
    perDay,
  };
}
