// Test helpers shared by the front-end packages' jest suites, imported as `@switchboard/test-utils`.
export { renderSection, type RenderSectionOptions } from './render-section';
export {
  describeFeatureTranslations,
  messageLeaves,
  type TranslationSuiteOptions,
} from './feature-translations';
export { sampleTicketMessage } from './ticket-messages';
