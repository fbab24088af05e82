export { CustomerCreateScreen } from './customer-create-screen';
export { CustomerDetailsScreen } from './customer-details-screen';
export { CustomersListScreen } from './customers-list-screen';
