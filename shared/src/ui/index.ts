export { AgentLoginForm, type AgentLoginFormProps } from './agent-login-form.js';
export { AppProviders, TOAST_TOP_OFFSET, type AppProvidersProps } from './app-providers.js';
export { FeatureRoutes, type FeatureRoutesProps } from './feature-routes.js';
export {
  type FeatureRoute,
  type FeatureSection,
  type RemoteFeature,
  type RemoteFeatureModule,
  type ScreenComponent,
} from './feature.js';
export { KitFrameRoute, KitSectionRoute, preloadKit, WithKit, WithoutKit } from './kit-on-demand.js';
export { ChunkErrorBoundary, lazyChunk, loadChunk, preloadableLazy, type PreloadableComponent } from './lazy-chunk.js';
export { lazyScreen, preloadFeatureRoute, useRoutePreload, useRoutePreloadProps } from './route-preload.js';
export { useModalDialog } from './modal-dialog.js';
export { KitAlert, KitButton, KitEmpty, KitResult, KitText, PlainControlStyles, type KitButtonProps, type KitTextProps } from './plain-controls.js';
export { PlainIcon } from './plain-icon.js';
export { RemoteErrorPanel, type RemoteErrorPanelProps } from './remote-error-panel.js';
export { RetryResult, type RetryResultProps } from './retry-result.js';
export { SignInPanel, type SignInPanelProps } from './sign-in-panel.js';
export { PasswordSignInForm, type PasswordSignInFormProps } from './password-sign-in-form.js';
export { PLAIN_LOOK_FONT_FAMILY, plainLookVariables, SIGNED_OUT_TOKENS, SignedOutLoading, SignedOutPage, usePagePaint, useSignedOutTheme } from './signed-out-look.js';
export { useDocumentLanguage } from './document-language.js';
export { LanguageSelect, type LanguageSelectProps } from './language-select.js';
export { SignedOutPreferences, type SignedOutPreferencesProps } from './signed-out-preferences.js';
export { StandaloneApp, type StandaloneAppProps } from './standalone-app.js';
export { type ThemeMode, type ThemeState, useThemeMode } from './theme.js';
export { MIN_TEXT_CONTRAST, themeConfig } from './theme-tokens.js';
export { type ColorTagColors, colorTagColors, colorTagStyle } from './tag-colors.js';
export { TicketTextItems, type TicketTextItemsProps } from './ticket-text-items.js';
