import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { mockHttp } from '@switchboard/test-utils';
import { forgetHubBranding } from '../branding';
import { renderHub, signInTestCustomer, TEST_CUSTOMER } from '../test-support';
import { drawerPlacement, HubLayout } from './hub-layout';

const BRANDING = {
  id: TEST_CUSTOMER.organizationId,
  name: 'Acme Outdoor',
  logo: 'https://cdn.example.com/acme.png',
  title: 'Acme Outdoor',
  selfRegistration: true,
  supportEmail: null,
  defaultLanguage: 'en-us',
};

const setWidth = (width: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
const initialWidth = window.innerWidth;

function renderLayout(direction: 'ltr' | 'rtl' = 'ltr') {
  return renderHub('/hub/tickets', {
    '/hub/tickets': (
      <ConfigProvider direction={direction}>
        <HubLayout>
          <p>page content</p>
        </HubLayout>
      </ConfigProvider>
    ),
  });
}

beforeEach(() => {
  localStorage.clear();
  signInTestCustomer();
  forgetHubBranding();
});
afterEach(() => setWidth(initialWidth));

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

it('is one plain surface: the page behind the content is the container colour, not the grey layout colour', async () => {
  mockHttp(() => ({ status: 404 }));
  await renderLayout();
  const page = screen.getByTestId('hub-layout');
  expect(page).toHaveStyle({ background: '#ffffff' });
  expect(screen.getByRole('main')).toHaveStyle({ background: '#ffffff' });
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

describe('the mobile menu', () => {
  it('slides in from the inline start: left in LTR, right in RTL', () => {
    expect(drawerPlacement('ltr')).toBe('left');
    expect(drawerPlacement(undefined)).toBe('left');
    expect(drawerPlacement('rtl')).toBe('right');
  });

  it.each([
    ['ltr', 'left'],
    ['rtl', 'right'],
  ] as const)('opens on the %s page from the %s', async (direction, side) => {
    mockHttp(() => ({ status: 404 }));
    setWidth(375);
    await renderLayout(direction);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await waitFor(() => {
      const found = document.querySelector('.ant-drawer');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(drawer.className).toContain(`ant-drawer-${side}`);
    expect(drawer.className).not.toContain(`ant-drawer-${side === 'left' ? 'right' : 'left'}`);
  });
});
