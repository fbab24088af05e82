export {
  fakeApi,
  LocationProbe,
  prepareI18n,
  renderShell,
  TEST_ENV,
  testUser,
  type RenderShellOptions,
} from './render-shell';
