export { ruleSimulationModule } from './simulation.routes';
export { applyWrites, impactFor, impactOfScenario, type ChangeScenario } from './simulation.service';
export { dryRun, type WrittenRow } from './dry-run';
