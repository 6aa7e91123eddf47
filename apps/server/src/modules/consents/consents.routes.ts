import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API } from '@lbo/contracts/api-paths';
import {
  CONSENT_MESSAGES as M,
  consentSettingsSchema,
  consentSettingsStateAnswer,
  consentWithdrawnAnswer,
  customerConsentParamsSchema,
  withdrawConsentSchema,
} from '@lbo/contracts/consent';
import { ok } from '../../lib/envelope';
import type { Clock } from '../../lib/clock';
import { access } from '../../plugins/access';
import { requireAuth } from '../../plugins/session';
import { readConsentSettings, saveConsentSettings, withdrawConsent } from './consents.service';
import { scopedTo } from '../../plugins/partner-scope';

const actorOf = (request: Parameters<typeof requireAuth>[0]) => {
  const { user } = requireAuth(request);
  return { id: user.id, name: user.name };
};

/** Consent (ADR 0040): the setting that requires it, and withdrawal on the customer's record. */
export async function consentsModule(app: FastifyInstance, opts: { clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.db, gate: app.consentGate, clock: opts.clock, changes: app.changes };

  r.get(
    API.settings.consent,
    {
      schema: {
        tags: ['consent'],
        summary: "Whether every evaluation must carry the applicant's consent, and the notice the wizard shows",
        response: { 200: consentSettingsStateAnswer },
      },
      // The evaluator's wizard reads it to show the notice: any signed-in user may.
      config: { access: access.signedIn() },
    },
    async (request) => ok(await readConsentSettings(request.db), M.setting),
  );

  r.put(
    API.settings.consent,
    {
      schema: {
        tags: ['consent'],
        summary: 'Require consent with every evaluation, or not',
        body: consentSettingsSchema,
        response: { 200: consentSettingsStateAnswer },
      },
      config: { access: access.to('privacy', 'edit') },
    },
    async (request) => ok(await saveConsentSettings(deps, request.body, actorOf(request)), M.settingsSaved),
  );

  r.post(
    API.customers.byIdConsentWithdraw,
    {
      schema: {
        tags: ['consent', 'customers'],
        summary: "Withdraw the customer's consent (a reason is required): their next evaluation needs fresh consent",
        params: customerConsentParamsSchema,
        body: withdrawConsentSchema,
        response: { 200: consentWithdrawnAnswer },
      },
      config: {
        // Whoever keeps the customer's record, or the privacy officer: withdrawing is as easy as giving.
        access: access.to('customer-master', 'edit', { alternatives: [{ module: 'privacy', action: 'edit' }] }),
        documentedErrors: { 409: 'The customer has no consent in force' },
      },
    },
    async (request) => ok(await withdrawConsent(scopedTo(deps, request), request.params.id, request.body.reason, actorOf(request)), M.withdrawnDone),
  );
}
