import type { ChangeAppliers } from './rule-changes.service';

export { ruleChangesModule } from './rule-changes.routes';
export {
  createChangeAppliers,
  proposeIfRequired,
  readSwitchSetting,
  writeSwitchSetting,
  type ChangeActor,
  type ChangeApplier,
  type ProposalPayload,
} from './rule-changes.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** How each kind of proposed rule change is checked and applied on approval; filled by the rules and rule-versions modules. */
    ruleChangeAppliers: ChangeAppliers;
  }
}
