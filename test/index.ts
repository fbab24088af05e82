// Test helpers shared by the front-end packages' jest suites, imported as `@switchboard/test-utils`.
export { chooseOption, enterText, pickKitOption, setupUser, type TestUser } from './antd-actions';
export { renderSection, type RenderSectionOptions } from './render-section';
export { currentLocation, loadFeatureStrings, LocationProbe, renderScreens, signInTestAgent } from './render-screens';
export {
  describeFeatureTranslations,
  messageLeaves,
  type TranslationSuiteOptions,
} from './feature-translations';
export { sampleFormFields } from './form-fields';
export { sampleTicketMessage } from './ticket-messages';
export { answer, bodiesSentTo, bodyOf, type MockHandler, mockHttp, type MockReply, type MockRequest, searchPageReply } from './http-mock';
