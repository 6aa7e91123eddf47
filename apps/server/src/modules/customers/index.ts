export { customersModule } from './customers.routes';
export { fileEvaluationsStatement } from './customers.repository';
