export { OAuthClientCreateScreen } from './oauth-client-create-screen';
export { OAuthClientDetailsScreen } from './oauth-client-details-screen';
export { OAuthClientsListScreen } from './oauth-clients-list-screen';
