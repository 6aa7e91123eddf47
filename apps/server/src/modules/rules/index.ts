import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../lib/clock';
import { bankSalaryRoutes } from './groups/bank-salary.routes';
import { bankTransferRoutes } from './groups/bank-transfer.routes';
import { cibilEnquiryRoutes } from './groups/cibil-enquiry.routes';
import { employmentRoutes } from './groups/employment.routes';
import { foirRoutes } from './groups/foir.routes';
import { generalEligibilityRoutes } from './groups/general-eligibility.routes';
import { multiplierRoutes } from './groups/multiplier.routes';
import { obligationRoutes } from './groups/obligation.routes';
import { registrationRoutes } from './groups/registration.routes';
import { rulesInfoRoutes } from './rules-info/rules-info.routes';

// The engine's loader reads two groups' rows in their API shape.
export { cibilEnquiryGroup } from './groups/cibil-enquiry.routes';
export { obligationGroup } from './groups/obligation.routes';
export { toDto } from './shared/rule-group';

/** The nine rule groups, the rules list and the change history. */
export async function rulesModule(app: FastifyInstance, opts: { clock: Clock }) {
  const ctx = { db: app.db, clock: opts.clock, changeHooks: app.ruleChangeHooks };
  for (const routes of [
    generalEligibilityRoutes,
    multiplierRoutes,
    foirRoutes,
    employmentRoutes,
    bankTransferRoutes,
    obligationRoutes,
    cibilEnquiryRoutes,
    registrationRoutes,
    bankSalaryRoutes,
    rulesInfoRoutes,
  ]) {
    await app.register(routes, ctx);
  }
}
