export { StatusCreateScreen } from './status-create-screen';
export { StatusDetailsScreen } from './status-details-screen';
export { StatusesListScreen } from './statuses-list-screen';
