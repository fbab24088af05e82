// Test helpers shared by the front-end packages' jest suites, imported as `@switchboard/test-utils`.
export * from './render-section';
export * from './feature-translations';
export * from './ticket-messages';
