import type { FastifyInstance } from 'fastify';
import type { Clock } from '../lib/clock';
import { accessModule } from './access';
import { auditTrailModule } from './audit-trail';
import { authRoutes } from './auth';
import { bulkEvaluationModule } from './bulk-evaluation';
import { consentsModule } from './consents';
import { customersModule } from './customers';
import { decisionAnalyticsModule } from './decision-analytics';
import { filesRoutes } from './files';
import { kfsModule } from './kfs';
import { kfsAcknowledgementsModule } from './kfs-acknowledgements';
import { loanApplicationModule } from './loan-application';
import { masterDataModule, type ExtraMasterEntity } from './master-data';
import { partnersModule } from './partners';
import { privacyRequestsModule } from './privacy-requests';
import { profileModule } from './profile';
import { rulesModule, type ExtraRuleGroup } from './rules';
import { ruleChangesModule } from './rule-changes';
import { ruleSimulationModule } from './rule-simulation';
import { ruleTestCasesModule } from './rule-test-cases';
import { ruleChecksModule } from './rule-checks';
import { ruleVersionsModule } from './rule-versions';
import { shortenerModule } from './shortener';
import { webhooksModule, type WebhookSettings } from './webhooks';

/** Every feature module of the server, one line each. */
export async function registerModules(
  app: FastifyInstance,
  opts: { clock: Clock; extraRuleGroups?: readonly ExtraRuleGroup[]; extraMasterEntities?: readonly ExtraMasterEntity[]; webhooks?: WebhookSettings },
) {
  const ctx = { clock: opts.clock };
  await app.register(authRoutes, ctx);
  await app.register(accessModule, ctx);
  await app.register(profileModule, ctx);
  await app.register(masterDataModule, { ...ctx, extraMasterEntities: opts.extraMasterEntities });
  await app.register(rulesModule, { ...ctx, extraRuleGroups: opts.extraRuleGroups });
  await app.register(ruleVersionsModule);
  await app.register(ruleChangesModule, ctx);
  await app.register(ruleSimulationModule);
  await app.register(ruleTestCasesModule, ctx);
  await app.register(ruleChecksModule, ctx);
  await app.register(loanApplicationModule, ctx);
  await app.register(bulkEvaluationModule, ctx);
  await app.register(kfsModule, ctx);
  await app.register(kfsAcknowledgementsModule, ctx);
  await app.register(customersModule);
  await app.register(consentsModule, ctx);
  await app.register(decisionAnalyticsModule, ctx);
  await app.register(shortenerModule, ctx);
  await app.register(webhooksModule, { ...ctx, settings: opts.webhooks });
  await app.register(partnersModule, ctx);
  await app.register(privacyRequestsModule, ctx);
  await app.register(filesRoutes);
  await app.register(auditTrailModule);
}
