import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CategoryAdminDetails, CategoryWriteRequest } from '@switchboard/shared/contracts';
import { bodyOf, mockHttp, type MockReply } from '@switchboard/test-utils';
import { renderTickets } from '../../test-support';
import { CategoryDetailsScreen } from './category-details-screen';

const ALL = ['tickets:categories:view', 'tickets:categories:add', 'tickets:categories:edit', 'tickets:categories:delete'];

const SAVED: CategoryAdminDetails = {
  id: 'cat-1',
  name: 'Hardware',
  description: 'Broken things',
  isActive: true,
  ticketCount: 3,
  division: { id: 'div-home', name: 'Home' },
  addedDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-02T00:00:00.000Z',
  fields: [
    { id: 'f-model', key: 'model', name: 'Model', type: 'text', placeholder: null, isRequired: true, options: [], valueField: null, defaultValue: null, position: 0 },
    { id: 'f-serial', key: 'serial', name: 'Serial', type: 'text', placeholder: null, isRequired: false, options: [], valueField: null, defaultValue: null, position: 1 },
  ],
};

/** What the API answers to a write: the stored category with the sent fields in order. */
const stored = (body: CategoryWriteRequest): CategoryAdminDetails => ({
  ...SAVED,
  name: body.name,
  fields: body.fields.map((field, position) => ({
    id: field.id ?? `new-${position}`,
    key: field.key ?? `field_${position}`,
    name: field.name,
    type: field.type as CategoryAdminDetails['fields'][number]['type'],
    placeholder: field.placeholder ?? null,
    isRequired: field.isRequired ?? false,
    options: [],
    valueField: null,
    defaultValue: null,
    position,
  })),
});

function server(onWrite: (body: CategoryWriteRequest) => MockReply | Promise<MockReply> = (body) => ({ status: 200, data: stored(body) })) {
  return mockHttp((request) => {
    if (request.url === 'categories/cat-1' && request.method === 'get') return { status: 200, data: SAVED };
    if (request.url === 'categories/cat-1' && request.method === 'put') return onWrite(bodyOf<CategoryWriteRequest>(request));
    if (request.url === 'categories' && request.method === 'post') return onWrite(bodyOf<CategoryWriteRequest>(request));
    return { status: 404, data: { code: 'NOT_FOUND' } };
  });
}

const renderDetails = (path: string, permissions = ALL) =>
  renderTickets(path, { '/categories/details': <CategoryDetailsScreen />, '/categories/details/:id': <CategoryDetailsScreen />, '/categories/list': <p>list page</p> }, permissions);

const rows = () => screen.getAllByTestId('designer-field');
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

async function chooseType(row: HTMLElement, label: string) {
  fireEvent.mouseDown(within(row).getByRole('combobox', { name: 'Type' }));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].filter((node) => node.textContent === label);
    expect(found.length).toBeGreaterThan(0);
    return found[found.length - 1];
  });
  fireEvent.click(option);
}

describe('CategoryDetailsScreen', () => {
  it('adds a select field with options, keys from names, and the preview shows it', async () => {
    server();
    await renderDetails('/categories/details');
    fireEvent.click(await screen.findByTestId('designer-add-field'));
    const row = rows()[0];
    // An emptied name is flagged on the row at once (edited = dirty).
    type(within(row).getByTestId('designer-field-name'), '');
    expect(within(row).getByText('Enter a field name')).toBeInTheDocument();
    type(within(row).getByTestId('designer-field-name'), 'Printer Model');
    expect(within(row).queryByText('Enter a field name')).not.toBeInTheDocument();
    expect(within(row).getByTestId('designer-field-key')).toHaveValue('printer_model');
    await chooseType(row, 'Single choice');
    type(within(row).getByTestId('designer-option-label'), 'LaserJet 4');
    expect(within(row).getByTestId('designer-option-value')).toHaveValue('laser_jet_4');
    fireEvent.click(within(row).getByTestId('designer-add-option'));
    type(within(row).getAllByTestId('designer-option-label')[1], 'OfficeJet');

    const preview = screen.getByTestId('designer-preview');
    expect(within(preview).getByText('Printer Model')).toBeInTheDocument();
    fireEvent.mouseDown(within(preview).getByRole('combobox'));
    expect(await screen.findByText('OfficeJet', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
    expect(screen.getByText('LaserJet 4', { selector: '.ant-select-item-option-content' })).toBeInTheDocument();
  });

  it('sends the whole list in its new order with saved ids kept', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const seen = server((body) => new Promise((resolve) => (answer = () => resolve({ status: 200, data: stored(body) }))));
    await renderDetails('/categories/details/cat-1');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[1]).getByTestId('designer-move-up'));
    expect(rows().map((r) => r.getAttribute('data-field-key'))).toEqual(['serial', 'model']);
    fireEvent.click(screen.getByTestId('designer-add-field'));
    type(within(rows()[2]).getByTestId('designer-field-name'), 'Purchase date');
    fireEvent.click(screen.getByTestId('category-save'));
    await waitFor(() => expect(screen.getByTestId('category-save')).toBeDisabled());
    answer({ status: 200 });
    await screen.findByText('Category saved');
    await waitFor(() => expect(screen.getByTestId('category-save')).not.toBeDisabled());
    // The saved answer is the new starting point: the new field keeps its id from now on.
    expect(rows().map((r) => r.getAttribute('data-field-key'))).toEqual(['serial', 'model', 'purchase_date']);
    const put = seen.find((r) => r.method === 'put')!;
    const body = bodyOf<CategoryWriteRequest>(put);
    expect(body).toMatchObject({ name: 'Hardware', description: 'Broken things', isActive: true });
    expect(body.fields.map((f) => [f.id, f.key, f.name])).toEqual([
      ['f-serial', 'serial', 'Serial'],
      ['f-model', 'model', 'Model'],
      [undefined, 'purchase_date', 'Purchase date'],
    ]);
  });

  it('moves the category to another division, sending the choice only when it changed', async () => {
    const EAST = { id: 'div-east', name: 'East', isHome: false };
    const seen = mockHttp((request) => {
      if (request.url === 'divisions/options') return { status: 200, data: { entities: [{ id: 'div-home', name: 'Home', isHome: true }, EAST], totalCount: 2 } };
      if (request.url === 'categories/cat-1' && request.method === 'get') return { status: 200, data: SAVED };
      if (request.url === 'categories/cat-1' && request.method === 'put') return { status: 200, data: { ...stored(bodyOf<CategoryWriteRequest>(request)), division: { id: EAST.id, name: EAST.name } } };
      return { status: 404, data: { code: 'NOT_FOUND' } };
    });
    await renderDetails('/categories/details/cat-1');
    const division = await screen.findByTestId('category-division');
    expect(division).toHaveTextContent('Home');
    fireEvent.mouseDown(within(division).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('East'));
    fireEvent.click(screen.getByTestId('category-save'));
    await screen.findByText('Category saved');
    expect(bodyOf<CategoryWriteRequest>(seen.find((r) => r.method === 'put')!).divisionId).toBe(EAST.id);
  });

  it('puts server field errors on the row that was sent at that index, and a name conflict on the name', async () => {
    const replies: MockReply[] = [
      { status: 400, data: { code: 'VALIDATION_FAILED', message: 'Invalid', details: [{ field: '/fields/1/key', message: 'is already used by field 0' }] } },
      { status: 409, data: { code: 'CONFLICT', message: 'Conflict', details: [{ field: '/name', message: 'is already used by another category' }] } },
    ];
    server(() => replies.shift()!);
    await renderDetails('/categories/details/cat-1');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('category-save'));
    expect(await within(rows()[1]).findByText('is already used by field 0')).toBeInTheDocument();
    expect(within(rows()[0]).queryByText('is already used by field 0')).not.toBeInTheDocument();
    // Editing the row clears the server's complaint about it.
    type(within(rows()[1]).getByTestId('designer-field-key'), 'serial_no');
    expect(within(rows()[1]).queryByText('is already used by field 0')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('category-save'));
    expect(await screen.findAllByText('Another category already has this name')).not.toHaveLength(0);
    expect(screen.getByTestId('category-name').closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
  });

  it('styles the required name as an error once it is emptied, and sends nothing', async () => {
    const seen = server();
    await renderDetails('/categories/details/cat-1');
    const name = await screen.findByTestId('category-name');
    await waitFor(() => expect(name).toHaveValue('Hardware'));
    type(name, '');
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(name.closest('.ant-form-item')).toHaveClass('ant-form-item-has-error');
    fireEvent.click(screen.getByTestId('category-save'));
    await screen.findAllByText('Fix the highlighted fields');
    expect(seen.some((r) => r.method === 'put')).toBe(false);
  });

  it('removes a field with an undo that puts it back in place', async () => {
    server();
    await renderDetails('/categories/details/cat-1');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(rows()[0]).getByTestId('designer-remove-field'));
    expect(rows().map((r) => r.getAttribute('data-field-key'))).toEqual(['serial']);
    fireEvent.click(await screen.findByTestId('designer-undo-remove'));
    expect(rows().map((r) => r.getAttribute('data-field-key'))).toEqual(['model', 'serial']);
  });

  it('asks before leaving with unsaved changes', async () => {
    server();
    await renderDetails('/categories/details/cat-1');
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByTestId('designer-add-field'));
    fireEvent.click(screen.getByRole('link', { name: 'Categories' }));
    expect(await screen.findAllByText('Leave without saving?')).not.toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/categories/details/cat-1');
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/categories\/list$/));
  });
});
