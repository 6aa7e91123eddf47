export { ruleSimulationModule } from './simulation.routes';
