export { decisionAnalyticsModule } from './decision-analytics.routes';
