export { UserDetailsScreen } from './user-details-screen';
export { UsersListScreen } from './users-list-screen';
