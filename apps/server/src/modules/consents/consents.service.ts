import {
  CONSENT_MESSAGES as M,
  CURRENT_CONSENT_NOTICE,
  type Consent,
  type ConsentRecord,
  type ConsentSettings,
  type ConsentSettingsState,
} from '@lbo/contracts/consent';
import type { ChangeFeed } from '../../db/change-feed';
import type { Database, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { readSwitchSetting, writeSwitchSetting, type ChangeActor } from '../rule-changes';
import { customerConsents, customerExists, withdrawConsents, withdrawnReferences, type ConsentRow } from './consents.repository';

/** The `app_settings` key of the switch, and the channel that tells every process it changed. */
const CONSENT_KEY = 'consent';
const CONSENT_CHANNEL = 'consent_setting';
/** A consent stamped this far ahead of the server's clock is still "now": the device that took it may run a little fast. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Whether evaluations need consent, as every evaluation asks it: read once and kept until the
 * setting changes (a notification from whichever process changed it), so apply pays no query.
 */
export interface ConsentGate {
  required(): Promise<boolean>;
  /** Drops what is kept: this process has just changed the setting. */
  forget(): void;
  close(): void;
}

export function createConsentGate(db: Database, changes: ChangeFeed): ConsentGate {
  let kept: Promise<boolean> | null = null;
  const stop = changes.subscribe(CONSENT_CHANNEL, () => {
    kept = null;
  });
  return {
    required() {
      kept ??= readSwitchSetting(db, CONSENT_KEY).then(
        (s) => s.required,
        (error: unknown) => {
          kept = null;
          throw error;
        },
      );
      return kept;
    },
    forget() {
      kept = null;
    },
    close: stop,
  };
}

interface ConsentDeps {
  db: Database;
  gate: ConsentGate;
  clock: Clock;
}

/** What an evaluation carries of consent: the consent given, and the customer it is for. */
interface ConsentOfEvaluation {
  consent?: Consent;
  customer_reference?: string;
}

const badConsent = (field: string, message: string) => AppError.badRequest(`${field} ${message}`, { [field]: message });

/** A consent obtained later than now (beyond the allowed skew): the problem, or null. */
export function futureConsentProblem(consent: Consent, now: Date): string | null {
  return Date.parse(consent.obtainedAt) > now.getTime() + CLOCK_SKEW_MS ? M.obtainedAtFuture : null;
}

/**
 * Refuses an evaluation the consent rules do not allow: a consent obtained in the future (400),
 * none while the setting requires it (400 naming `consent`), or none for a customer who withdrew
 * theirs (409). Fresh consent always passes: it is recorded, and the customer's consent is in
 * force again.
 */
export async function checkConsent(deps: ConsentDeps, evaluation: ConsentOfEvaluation): Promise<void> {
  if (evaluation.consent) {
    const future = futureConsentProblem(evaluation.consent, deps.clock.now());
    if (future) throw badConsent('consent.obtainedAt', future);
    return;
  }
  if (await deps.gate.required()) throw badConsent('consent', M.required);
  const reference = evaluation.customer_reference?.toLowerCase();
  if (reference && (await withdrawnReferences(deps.db, [reference])).size > 0) throw AppError.conflict(M.withdrawn);
}

/** Of these evaluations' references (lowercase), those whose customer withdrew consent (a bulk file's rows without consent). */
export function referencesWithdrawn(db: DbOrTx, references: readonly string[]): Promise<Set<string>> {
  return withdrawnReferences(db, [...new Set(references)]);
}

export async function readConsentSettings(db: DbOrTx): Promise<ConsentSettingsState> {
  const state = await readSwitchSetting(db, CONSENT_KEY);
  return { ...state, notice: { ...CURRENT_CONSENT_NOTICE, purposes: [...CURRENT_CONSENT_NOTICE.purposes] } };
}

/** Switches the requirement on or off; every process hears of it when the change commits. */
export async function saveConsentSettings(
  deps: ConsentDeps & { changes: ChangeFeed },
  settings: ConsentSettings,
  actor: ChangeActor,
): Promise<ConsentSettingsState> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await writeSwitchSetting(tx, CONSENT_KEY, settings, actor, at);
    await deps.changes.publish(tx, CONSENT_CHANNEL);
  });
  deps.gate.forget();
  return readConsentSettings(deps.db);
}

function describe(r: ConsentRow): ConsentRecord {
  return {
    id: r.id,
    applicationId: r.application_id,
    noticeVersion: r.notice_version,
    purposes: r.purposes,
    obtainedAt: r.obtained_at.toISOString(),
    channel: r.channel,
    reference: r.reference,
    recordedAt: r.recorded_at.toISOString(),
    withdrawnAt: r.withdrawn_at?.toISOString() ?? null,
    withdrawalReason: r.withdrawal_reason,
    withdrawnBy: r.withdrawn_by ? { id: r.withdrawn_by, name: r.withdrawn_by_name } : null,
  };
}

/** The customer's consents, newest first: given, and withdrawn when they were. */
export async function listConsents(db: DbOrTx, customerId: string): Promise<ConsentRecord[]> {
  return (await customerConsents(db, customerId)).map(describe);
}

/**
 * Withdraws every consent of the customer in force (404 for an unknown customer, 409 when none
 * is in force). Their next evaluation without fresh consent is refused (409); `consent.withdrawn`
 * tells subscribed programs.
 */
export async function withdrawConsent(deps: Pick<ConsentDeps, 'db' | 'clock'>, customerId: string, reason: string, actor: ChangeActor) {
  if (!(await customerExists(deps.db, customerId))) throw AppError.notFound('Customer');
  const withdrawnAt = deps.clock.now();
  const consentIds = await withdrawConsents(deps.db, customerId, { reason, by: actor, at: withdrawnAt });
  if (consentIds.length === 0) throw AppError.conflict(M.noActiveConsent);
  return { customerId, consentIds, withdrawnAt: withdrawnAt.toISOString(), consents: await listConsents(deps.db, customerId) };
}
