import { cleanup, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { bodyOf, chooseOption, enterText, mockHttp, type MockReply, setupUser, type TestUser, type MockRequest } from '@switchboard/test-utils';
import { renderHub, signInTestCustomer } from '../../test-support';
import { CreateTicketScreen } from './create-ticket-screen';

const CATEGORIES = {
  entities: [
    { id: 'cat-delivery', name: 'Delivery', description: null },
    { id: 'cat-billing', name: 'Billing', description: null },
  ],
  totalCount: 2,
};

const DELIVERY = {
  id: 'cat-delivery',
  name: 'Delivery',
  description: null,
  fields: [
    { id: 'f-tracking', key: 'tracking', name: 'Tracking number', type: 'plain_text', placeholder: 'e.g. ZX-1', isRequired: true, options: [], valueField: null, defaultValue: null },
    { id: 'f-problem', key: 'problem', name: 'What went wrong', type: 'dropdown', placeholder: null, isRequired: false, options: ['Late', 'Damaged'], valueField: null, defaultValue: null },
    { id: 'f-neighbour', key: 'neighbour', name: 'Left with a neighbour', type: 'boolean', placeholder: null, isRequired: false, options: [], valueField: null, defaultValue: null },
  ],
};

const BILLING = {
  id: 'cat-billing',
  name: 'Billing',
  description: null,
  fields: [{ id: 'f-invoice', key: 'invoice', name: 'Invoice number', type: 'text', placeholder: null, isRequired: false, options: [], valueField: null, defaultValue: null }],
};

const TECHNICAL = {
  id: 'cat-technical',
  name: 'Technical issue',
  description: null,
  fields: [
    { id: 't1', key: 'seen_on', name: 'Seen on', type: 'date_picker', placeholder: null, isRequired: false, options: [], valueField: null, defaultValue: '2026-03-01' },
    { id: 't2', key: 'started', name: 'Started at', type: 'datetime_picker', placeholder: null, isRequired: false, options: [], valueField: null, defaultValue: '2026-03-01T10:15:30.000Z' },
    { id: 't3', key: 'users', name: 'Users affected', type: 'number', placeholder: null, isRequired: false, options: [], valueField: null, defaultValue: 3 },
    { id: 't4', key: 'steps', name: 'Steps', type: 'text_area', placeholder: 'What did you do?', isRequired: false, options: [], valueField: null, defaultValue: null },
    { id: 't5', key: 'contact', name: 'Contact email', type: 'email', placeholder: null, isRequired: false, options: [], valueField: null, defaultValue: null },
    { id: 't6', key: 'areas', name: 'Areas', type: 'multi_selection', placeholder: null, isRequired: true, options: [{ label: 'Login', value: 'login' }, { label: 'Billing page', value: 'billing' }], valueField: 'value', defaultValue: ['login'] },
  ],
};

const TICKET = {
  id: 'ticket-7',
  serialNumber: 1042,
  title: 'Parcel never arrived',
  description: 'Ordered two weeks ago.',
  priority: 'High',
  categoryId: 'cat-delivery',
  categoryName: 'Delivery',
  fields: [],
  addedDate: '2026-11-22T03:00:00.000Z',
  updatedDate: '2026-11-22T03:00:00.000Z',
  resolutionDueDate: null,
  status: { id: 's1', name: 'Open', color: '#1677ff', kind: 'open' },
};

type Reply = (request: MockRequest) => MockReply;

/** A server with the two categories; `onCreate` answers the complaint POST. */
function hubServer(onCreate: Reply = () => ({ status: 201, data: TICKET })) {
  return mockHttp((request) => {
    if (request.method === 'post' && request.url === 'client/tickets') return onCreate(request);
    if (request.url === 'client/categories') return { status: 200, data: CATEGORIES };
    if (request.url === 'client/categories/cat-delivery') return { status: 200, data: DELIVERY };
    if (request.url === 'client/categories/cat-billing') return { status: 200, data: BILLING };
    if (request.url === 'client/categories/cat-technical') return { status: 200, data: TECHNICAL };
    return { status: 404, data: { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' } };
  });
}

const posts = (seen: MockRequest[]) => seen.filter((request) => request.method === 'post');

async function renderScreen(path = '/hub/ticket/create') {
  return renderHub(path, { '/hub/ticket/create': <CreateTicketScreen />, '/hub/ticket/:id': <p>ticket page</p> });
}

async function fillTitleAndDescription(user: TestUser) {
  await enterText(user, screen.getByTestId('complaint-title'), '  Parcel never arrived ');
  await enterText(user, screen.getByTestId('complaint-description'), 'Ordered two weeks ago.');
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  signInTestCustomer();
});

describe('CreateTicketScreen', () => {
  it('refuses an empty complaint with the validation warning and inline errors, and sends nothing', async () => {
    const seen = hubServer();
    await renderScreen();
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Raise a complaint');
    await setupUser().click(screen.getByTestId('complaint-submit'));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);
  });

  it('renders the chosen category’s fields with the required marker and replaces them on another choice', async () => {
    const user = setupUser();
    hubServer();
    await renderScreen();
    await enterText(user, await screen.findByTestId('complaint-title'), 'Kept title');
    await chooseOption('complaint-category', 'Delivery');

    const tracking = await screen.findByTestId('complaint-field-tracking');
    expect(within(tracking).getByText('* Required')).toBeInTheDocument();
    expect(within(tracking).getByPlaceholderText('e.g. ZX-1')).toBeInTheDocument();
    expect(within(screen.getByTestId('complaint-field-problem')).queryByText('* Required')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('complaint-field-neighbour')).getByRole('checkbox')).not.toBeChecked();

    await user.click(screen.getByTestId('complaint-submit'));
    expect(await screen.findByText('Tracking number is required')).toBeInTheDocument();

    await chooseOption('complaint-category', 'Billing');
    expect(await screen.findByTestId('complaint-field-invoice')).toBeInTheDocument();
    expect(screen.queryByTestId('complaint-field-tracking')).not.toBeInTheDocument();
    expect(screen.getByTestId('complaint-title')).toHaveValue('Kept title');
  });

  it('sends the exact payload with an Idempotency-Key, then shows the success dialog and resets the form', async () => {
    const user = setupUser();
    const seen = hubServer();
    await renderScreen();
    await chooseOption('complaint-category', 'Delivery');
    await enterText(user, within(await screen.findByTestId('complaint-field-tracking')).getByRole('textbox'), ' ZX-1 ');
    await chooseOption('complaint-field-problem', 'Damaged');
    await user.click(within(screen.getByTestId('complaint-field-neighbour')).getByRole('checkbox'));
    await fillTitleAndDescription(user);
    await chooseOption('complaint-priority', 'High');
    await user.click(screen.getByTestId('complaint-submit'));

    const dialog = await screen.findByTestId('complaint-success');
    expect(within(dialog).getByTestId('complaint-serial')).toHaveTextContent('1042');
    expect(within(dialog).getByText('High')).toBeInTheDocument();
    expect(within(dialog).getByText(/an agent will contact you/i)).toBeInTheDocument();
    // One confirmation: the dialog, with no toast saying the same beside it.
    expect(screen.queryByText('Complaint submitted successfully')).not.toBeInTheDocument();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();

    const [create] = posts(seen);
    expect(bodyOf(create!)).toEqual({
      categoryId: 'cat-delivery',
      title: 'Parcel never arrived',
      description: 'Ordered two weeks ago.',
      priority: 'High',
      fields: [
        { id: 'f-tracking', value: 'ZX-1' },
        { id: 'f-problem', value: 'Damaged' },
        { id: 'f-neighbour', value: true },
      ],
    });
    expect(create!.headers.get('Idempotency-Key')).toMatch(/\S{8,}/);
    expect(create!.headers.get('Authorization')).toBe('Bearer customer-token');

    expect(screen.getByTestId('complaint-title')).toHaveValue('');
    expect(screen.queryByTestId('complaint-field-tracking')).not.toBeInTheDocument();
  });

  it('opens the filed ticket from the success dialog; without a priority it says not set', async () => {
    const user = setupUser();
    const seen = hubServer(() => ({ status: 201, data: { ...TICKET, priority: null } }));
    await renderScreen();
    await fillTitleAndDescription(user);
    await user.click(screen.getByTestId('complaint-submit'));

    const dialog = await screen.findByTestId('complaint-success');
    expect(within(dialog).getByText('Not set')).toBeInTheDocument();
    expect(bodyOf(posts(seen)[0]!)).toEqual({ categoryId: null, title: 'Parcel never arrived', description: 'Ordered two weeks ago.', priority: '', fields: [] });
    await user.click(screen.getByTestId('complaint-view-ticket'));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/hub/ticket/ticket-7'));
  });

  it('keeps every input on failure, shows the server message and its field errors, and retries with the same key', async () => {
    const user = setupUser();
    let answer: MockReply = {
      status: 400,
      data: { statusCode: 400, code: 'VALIDATION_FAILED', message: ['Title looks like spam', 'try again'], details: [{ field: '/title', message: 'must not be shouting' }] },
    };
    const seen = hubServer(() => answer);
    await renderScreen();
    await fillTitleAndDescription(user);
    await user.click(screen.getByTestId('complaint-submit'));

    expect(await screen.findByText('Title looks like spam, try again')).toBeInTheDocument();
    expect(screen.getByText('Title must not be shouting')).toBeInTheDocument();
    expect(screen.getByTestId('complaint-title')).toHaveValue('  Parcel never arrived ');
    expect(screen.getByTestId('complaint-description')).toHaveValue('Ordered two weeks ago.');
    expect(screen.queryByTestId('complaint-success')).not.toBeInTheDocument();

    answer = { status: 500, data: {} };
    await user.click(screen.getByTestId('complaint-submit'));
    expect(await screen.findByText('Failed to submit complaint')).toBeInTheDocument();
    const [first, retry] = posts(seen);
    expect(retry!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it('asks before going back over typed input, then returns to the tickets when there is no previous page', async () => {
    const user = setupUser();
    hubServer();
    await renderScreen();
    await enterText(user, await screen.findByTestId('complaint-title'), 'Half written');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    const question = await screen.findByRole('dialog');
    expect(within(question).getAllByText('Discard this complaint?').length).toBeGreaterThan(0);
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/hub/ticket/create');
    expect(screen.getByTestId('complaint-title')).toHaveValue('Half written');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    const again = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/hub\/tickets$/));
  });

  it('sends an expired session to sign in and gives the typed complaint back afterwards', async () => {
    const user = setupUser();
    hubServer(() => ({ status: 401, data: { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Sign in again' } }));
    await renderScreen('/hub/ticket/create?categoryId=cat-delivery');
    await enterText(user, within(await screen.findByTestId('complaint-field-tracking')).getByRole('textbox'), 'ZX-9');
    await fillTitleAndDescription(user);
    await user.click(screen.getByTestId('complaint-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`/hub/auth#state=${encodeURIComponent('/hub/ticket/create?categoryId=cat-delivery')}`),
    );
    expect(localStorage.getItem('hub_access_token')).toBeNull();

    cleanup();
    signInTestCustomer();
    await renderScreen('/hub/ticket/create?categoryId=cat-delivery');
    expect(await screen.findByText(/your complaint was kept/i)).toBeInTheDocument();
    expect(within(await screen.findByTestId('complaint-field-tracking')).getByRole('textbox')).toHaveValue('ZX-9');
    expect(screen.getByTestId('complaint-title')).toHaveValue('  Parcel never arrived ');
  });

  it('shows each field type with its control, defaults in the form formats, and checks emails', async () => {
    const user = setupUser();
    hubServer();
    await renderScreen('/hub/ticket/create?categoryId=cat-technical');
    const field = async (key: string) => screen.findByTestId(`complaint-field-${key}`);
    expect(within(await field('seen_on')).getByRole('textbox')).toHaveValue('01/03/26');
    expect(within(await field('started')).getByRole('textbox')).toHaveValue(dayjs('2026-03-01T10:15:30.000Z').format('DD/MM/YY HH:mm:ss'));
    expect(within(await field('users')).getByRole('textbox')).toHaveValue('3');
    expect(within(await field('steps')).getByPlaceholderText('What did you do?')).toHaveAttribute('rows', '3');
    expect(within(await field('areas')).getByText('Login')).toBeInTheDocument();
    expect(within(await field('areas')).getByText('* Required')).toBeInTheDocument();

    await enterText(user, within(await field('contact')).getByRole('textbox'), 'not-an-address');
    await user.click(screen.getByTestId('complaint-submit'));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Validation Error')).toBeInTheDocument();
  });

  it('preselects the category of ?categoryId= and shows its fields', async () => {
    const seen = hubServer();
    await renderScreen('/hub/ticket/create?categoryId=cat-billing');
    expect(await screen.findByTestId('complaint-field-invoice')).toBeInTheDocument();
    expect(within(screen.getByTestId('complaint-category')).getByTitle('Billing')).toBeInTheDocument();
    expect(seen.some((request) => request.url === 'client/categories/cat-billing')).toBe(true);
  });

  it('tells the customer when categories cannot be loaded and still files a complaint without one', async () => {
    const user = setupUser();
    const seen = mockHttp((request) =>
      request.url === 'client/categories' ? { status: 503, data: {} } : { status: 201, data: TICKET },
    );
    await renderScreen();
    expect(await screen.findByText('Failed to fetch categories')).toBeInTheDocument();
    await fillTitleAndDescription(user);
    await user.click(screen.getByTestId('complaint-submit'));
    expect(await screen.findByTestId('complaint-success')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(1);
  });

  it('asks what happened first: title and description, then the category and its fields, then priority', async () => {
    hubServer();
    await renderScreen('/hub/ticket/create?categoryId=cat-billing');
    const order = ['complaint-title', 'complaint-description', 'complaint-category', 'complaint-field-invoice', 'complaint-priority', 'complaint-submit'];
    await screen.findByTestId('complaint-field-invoice');
    const elements = order.map((testId) => screen.getByTestId(testId));
    for (let i = 1; i < elements.length; i += 1) {
      expect(elements[i - 1]!.compareDocumentPosition(elements[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it('reads typed dates as dd/mm/yy, dd/mm/yyyy and yyyy-mm-dd, and Enter in a date field does not send the complaint', async () => {
    const user = setupUser();
    const seen = hubServer();
    await renderScreen('/hub/ticket/create?categoryId=cat-technical');
    await fillTitleAndDescription(user);
    const date = within(await screen.findByTestId('complaint-field-seen_on')).getByRole('textbox');

    for (const [typed, shown] of [
      ['04/05/26', '04/05/26'],
      ['05/06/2026', '05/06/26'],
      ['2026-07-08', '08/07/26'],
    ] as const) {
      await user.clear(date);
      await user.type(date, `${typed}{Enter}`);
      expect(date).toHaveValue(shown);
    }
    // Enter took the date, and the complaint is still being written.
    expect(posts(seen)).toHaveLength(0);
    expect(screen.queryByTestId('complaint-success')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('complaint-submit'));
    await screen.findByTestId('complaint-success');
    expect(bodyOf(posts(seen)[0]!)).toMatchObject({ fields: expect.arrayContaining([{ id: 't1', value: '2026-07-08' }]) });
  });

  it('keeps a number exactly as typed, on screen and in what is sent, and refuses what is not a number', async () => {
    const user = setupUser();
    const seen = hubServer();
    await renderScreen('/hub/ticket/create?categoryId=cat-technical');
    await fillTitleAndDescription(user);
    const amount = within(await screen.findByTestId('complaint-field-users')).getByRole('textbox');

    await user.clear(amount);
    await user.type(amount, '12x');
    await user.click(screen.getByTestId('complaint-submit'));
    expect(await screen.findByText('Enter a number, such as 129.90.')).toBeInTheDocument();
    expect(posts(seen)).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '129.90');
    await user.tab();
    expect(amount).toHaveValue('129.90');
    await user.click(screen.getByTestId('complaint-submit'));
    await screen.findByTestId('complaint-success');
    expect(bodyOf(posts(seen)[0]!)).toMatchObject({ fields: expect.arrayContaining([{ id: 't3', value: '129.90' }]) });
  });
});
