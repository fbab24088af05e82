import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@switchboard/shared/session';
import { mockHttp } from '@switchboard/test-utils';
import { forgetHubBranding } from '../branding';
import { renderHub, signInTestCustomer, TEST_CUSTOMER } from '../test-support';
import { HubLayout } from './hub-layout';

const BRANDING = {
  id: TEST_CUSTOMER.organizationId,
  name: 'Acme Outdoor',
  logo: 'https://cdn.example.com/acme.png',
  title: 'Acme Outdoor',
  selfRegistration: true,
  supportEmail: null,
  defaultLanguage: 'en-us',
};


/** The frame on an English page, or an Arabic (right-to-left) one. */
function renderLayout(direction: 'ltr' | 'rtl' = 'ltr') {
  useSession.getState().setLang(direction === 'rtl' ? 'ar-ae' : 'en-us');
  return renderHub('/hub/tickets', {
    '/hub/tickets': (
      <HubLayout>
        <p>page content</p>
      </HubLayout>
    ),
    '/hub/logout': <p>logging out</p>,
  });
}

beforeEach(() => {
  localStorage.clear();
  signInTestCustomer();
  forgetHubBranding();
});
afterEach(() => useSession.getState().setLang('en-us'));

it("shows the customer's organisation by name and logo, never the generic product name, once its branding is known", async () => {
  const seen = mockHttp((request) => (request.url === 'auth/branding' ? { status: 200, data: BRANDING } : { status: 404 }));
  await renderLayout();
  // While it loads the header names nobody rather than flashing "Help centre".
  expect(screen.getByTestId('hub-title')).not.toHaveTextContent('Help centre');
  await waitFor(() => expect(screen.getByTestId('hub-title')).toHaveTextContent('Acme Outdoor'));
  expect(screen.getByTestId('hub-logo')).toHaveAttribute('src', BRANDING.logo);
  expect(screen.queryByText('Help centre')).not.toBeInTheDocument();
  // The branding of the customer's own organisation is asked for, not a guess among several.
  expect(seen.find((request) => request.url === 'auth/branding')!.params).toEqual({ organizationId: TEST_CUSTOMER.organizationId });
});

it('falls back to the product name when the organisation is unknown', async () => {
  mockHttp(() => ({ status: 404 }));
  await renderLayout();
  await waitFor(() => expect(screen.getByTestId('hub-title')).toHaveTextContent('Help centre'));
});

it("offers the ten languages in the header, each named in itself, and switches the page's language and direction", async () => {
  mockHttp(() => ({ status: 404 }));
  await renderLayout();
  const picker = screen.getByRole('combobox', { name: 'Language' });
  // A native select: the phone's own picker at 375 px, typing and arrow keys without a component kit.
  expect(picker.tagName).toBe('SELECT');
  expect(within(picker).getAllByRole('option')).toHaveLength(10);
  expect(within(picker).getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar-ae');
  await userEvent.selectOptions(picker, 'ar-ae');
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'));
  expect(document.documentElement).toHaveAttribute('lang', 'ar-ae');
  await userEvent.selectOptions(screen.getByTestId('hub-language'), 'en-us');
  await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
});

it('is one plain surface in the stored theme: the page behind it takes the container colour, and gets its own back after', async () => {
  mockHttp(() => ({ status: 404 }));
  document.body.style.backgroundColor = 'rgb(245, 245, 245)';
  const { unmount } = await renderLayout();
  expect(screen.getByTestId('hub-layout')).toHaveAttribute('data-theme', 'light');
  expect(document.body.style.backgroundColor).toBe('rgb(255, 255, 255)');

  const dark = screen.getByRole('switch', { name: 'Dark theme' });
  expect(dark).not.toBeChecked();
  await userEvent.click(dark);
  expect(dark).toBeChecked();
  expect(screen.getByTestId('hub-layout')).toHaveAttribute('data-theme', 'dark');
  expect(document.body.style.backgroundColor).toBe('rgb(20, 20, 20)');
  expect(document.documentElement.style.colorScheme).toBe('dark');
  expect(localStorage.getItem('theme')).toContain('dark');

  unmount();
  expect(document.body.style.backgroundColor).toBe('rgb(245, 245, 245)');
  document.body.style.backgroundColor = '';
});

it("isolates the customer's name and address so Latin text reads whole in Arabic", async () => {
  mockHttp(() => ({ status: 404 }));
  await renderLayout('rtl');
  const isolatedIn = (testId: string) => screen.getByTestId(testId).querySelector('[dir="auto"]');
  expect(isolatedIn('hub-user-name')).toHaveTextContent(TEST_CUSTOMER.firstName);
  expect(isolatedIn('hub-user-email')).toHaveTextContent(TEST_CUSTOMER.personalEmail);
  // The page's start (right in Arabic), not the Latin text's own start.
  expect(isolatedIn('hub-user-email')).toHaveStyle({ textAlign: 'right' });
  expect(isolatedIn('hub-title')).not.toBeNull();
});

it('marks the tickets entry as the current page and logs out from the menu', async () => {
  mockHttp(() => ({ status: 404 }));
  await renderLayout();
  const navigation = screen.getByRole('navigation');
  expect(within(navigation).getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
  await userEvent.click(within(navigation).getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/hub/logout'));
});

describe('the mobile menu', () => {
  it('opens as a dialog holding the customer, the menu and the language, and closes from its button or by choosing', async () => {
    mockHttp(() => ({ status: 404 }));
    await renderLayout();
    const drawer = screen.getByTestId('hub-menu-drawer');
    // Closed, it holds nothing: one navigation and one customer name on the page.
    expect(drawer).not.toHaveAttribute('open');
    expect(screen.getAllByRole('navigation')).toHaveLength(1);

    // Shown below 768 px by the stylesheet (jsdom applies no media query, so it counts as hidden here).
    const opener = screen.getByRole('button', { name: 'Open menu', hidden: true });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(opener);
    expect(drawer).toHaveAttribute('open');
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByTestId('hub-user-name')).toHaveTextContent(TEST_CUSTOMER.firstName);
    expect(within(drawer).getByRole('combobox', { name: 'Language' })).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(drawer).not.toHaveAttribute('open');

    await userEvent.click(opener);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Tickets' }));
    expect(drawer).not.toHaveAttribute('open');
  });
});
