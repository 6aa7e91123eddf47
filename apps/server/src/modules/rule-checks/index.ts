export { ruleChecksModule } from './rule-checks.routes';
