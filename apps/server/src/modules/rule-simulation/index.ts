export { ruleSimulationModule } from './simulation.routes';
export { applyWrites } from './simulation.service';
export { dryRun, type WrittenRow } from './dry-run';
