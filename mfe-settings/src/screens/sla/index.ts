export { SlaDetailsScreen } from './sla-details-screen';
export { SlaListScreen } from './sla-list-screen';
