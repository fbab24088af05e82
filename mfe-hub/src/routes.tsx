import { Suspense, useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@switchboard/shared/contracts';
import { lazyChunk, preloadKit, SignedOutLoading, WithKit, type FeatureRoute, type ScreenComponent } from '@switchboard/shared/ui';
import { HUB_NAMESPACE } from './i18n/resources';
import { HubSessionLoading, readHubSession, readHubUser, RequireHubSession, signOutHub } from './session';
import { CreateTicketScreen, HubLayout, TicketDetailsScreen, TicketsScreen } from './signed-in-area';

// Nothing here imports antd: this table is part of the sign-in screen's first download. Every hub
// route is drawn without antd at its top (`withoutKit`); the thread and the complaint form bring the
// kit themselves.

const AuthPage = lazyChunk(() => import('./screens/auth-page').then((m) => ({ default: m.AuthPage })));

/** The auth screen while its chunk loads. */
function AuthScreen() {
  const { t } = useTranslation(HUB_NAMESPACE);
  return (
    <Suspense fallback={<SignedOutLoading label={t('auth.loading')} testId="auth-loading" />}>
      <AuthPage />
    </Suspense>
  );
}

/**
 * A page of the guarded hub area: customer session, hub frame, then the lazy screen. For a signed-in or
 * remembered customer the frame's and the screen's code are asked for at once, while the session is
 * restored, not one after the other; a visitor on the way to the sign-in screen fetches neither.
 * The frame is drawn without antd; a screen that uses it (`usesKit`) stands in `WithKit`, which brings
 * antd's providers where none stand yet (the standalone hub) and nothing more inside the shell.
 */
function guardedPage(name: string, Screen: ComponentType & { preload: () => Promise<unknown> }, usesKit: boolean): ScreenComponent {
  // The frame, the screen and antd's providers when the screen draws with them: what a move here waits for.
  const preloadPage = () => Promise.all([HubLayout.preload(), Screen.preload(), usesKit ? preloadKit() : undefined]);
  function Guarded() {
    const { t } = useTranslation(HUB_NAMESPACE);
    if (readHubSession() !== null || readHubUser() !== null) preloadPage().catch(() => undefined);
    return (
      <RequireHubSession>
        <Suspense fallback={<HubSessionLoading />}>
          <HubLayout>
            {usesKit ? (
              <WithKit notifyApiErrors loadingLabel={t('auth.loading')}>
                <Screen />
              </WithKit>
            ) : (
              <Screen />
            )}
          </HubLayout>
        </Suspense>
      </RequireHubSession>
    );
  }
  Guarded.displayName = `Guarded(${name})`;
  // What a link to this page asks for ahead (a ticket card, "Raise an issue").
  Guarded.preload = preloadPage;
  return Guarded;
}

/** `hub/logout`: ends the customer session on the server, forgets the customer, returns to the auth screen. */
function HubLogout() {
  const navigate = useNavigate();
  useEffect(() => {
    let current = true;
    void signOutHub().then(() => {
      if (current) navigate(paths.hubAuth(), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [navigate]);
  return <HubSessionLoading />;
}

/**
 * `/hub/**`. Hub routes carry no agent permissions: customers are a separate kind of
 * user, and the guarded area checks the customer session instead.
 */
export const hubRoutes: FeatureRoute[] = [
  { path: '', redirectTo: 'tickets', withoutKit: true },
  // Drawn without antd: the standalone hub opens it without loading the kit (its antd views bring it).
  { path: 'auth', titleKey: 'pages.auth', withoutKit: true, Component: AuthScreen },
  { path: 'auth/*', redirectTo: 'auth', withoutKit: true },
  { path: 'tickets', titleKey: 'pages.tickets', withoutKit: true, Component: guardedPage('TicketsScreen', TicketsScreen, false) },
  {
    path: 'ticket/create',
    titleKey: 'pages.createTicket',
    withoutKit: true,
    Component: guardedPage('CreateTicketScreen', CreateTicketScreen, true),
  },
  {
    path: 'ticket/:id',
    titleKey: 'pages.ticketDetails',
    withoutKit: true,
    Component: guardedPage('TicketDetailsScreen', TicketDetailsScreen, true),
  },
  { path: 'logout', withoutKit: true, Component: HubLogout },
];
