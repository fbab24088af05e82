export { UserGroupCreateScreen } from './user-group-create-screen';
export { UserGroupDetailsScreen } from './user-group-details-screen';
export { UserGroupsListScreen } from './user-groups-list-screen';
