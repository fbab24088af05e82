export * from './customer-create-screen';
export * from './customer-details-screen';
export * from './customers-list-screen';
