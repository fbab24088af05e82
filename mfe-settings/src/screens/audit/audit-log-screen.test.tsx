import { screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, AuditSearchRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, bodyOf, chooseOption, currentLocation, mockHttp, renderScreens, searchPageReply, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { AuditLogScreen } from './audit-log-screen';

const ROLE_CHANGE: AuditEntry = {
  id: 'a-1',
  createdAt: '2026-11-20T09:30:00.000Z',
  actor: { kind: 'user', id: 'u-1', name: 'Ada Admin' },
  entityType: 'user',
  entityId: 'u-2',
  entityName: 'Colin Colleague',
  action: 'update',
  before: { status: 'active', title: null },
  after: { status: 'disabled', title: 'Lead' },
};
const CLIENT_CREATED: AuditEntry = {
  id: 'a-2',
  createdAt: '2026-11-19T08:00:00.000Z',
  actor: { kind: 'client', id: 'c-1', name: 'CRM sync' },
  entityType: 'role',
  entityId: 'r-1',
  entityName: 'Ticket viewer',
  action: 'delete',
  before: { name: 'Ticket viewer', permissions: ['tickets:tickets:view'] },
  after: null,
};

async function render(path = '/settings/audit') {
  const seen = mockHttp((request) => (request.url === 'audit/search' ? searchPageReply(bodyOf<AuditSearchRequest>(request).filters ? [CLIENT_CREATED] : [ROLE_CHANGE, CLIENT_CREATED]) : { status: 404 }));
  signInTestAgent(['organization:settings:edit', 'directory:users:view']);
  await renderScreens(feature, path, { '/settings/audit': <AuditLogScreen />, '/settings/users/details/:id': <p>user page</p> });
  return seen;
}

describe('AuditLogScreen', () => {
  it('lists who changed what, newest first, with each field before and after', async () => {
    const seen = await render();
    const rows = await screen.findAllByTestId('audit-row');
    expect(bodiesSentTo(seen, 'audit/search')).toEqual([{ pageNumber: 1, pageSize: 25 }]);
    expect(within(rows[0]).getByText('Ada Admin')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Changed')).toBeInTheDocument();
    expect(within(rows[0]).getByRole('link', { name: 'User: Colin Colleague' })).toHaveAttribute('href', '/settings/users/details/u-2');
    const changes = within(rows[0]).getByTestId('audit-changes');
    expect(changes).toHaveTextContent('status: active → disabled');
    expect(changes).toHaveTextContent('title: — → Lead');
    // A removed resource has no page to open; an integration is named as one.
    expect(within(rows[1]).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('Integration')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('audit-changes')).toHaveTextContent('permissions: tickets:tickets:view → —');
  });

  it('filters by kind of resource through the URL', async () => {
    const seen = await render();
    await screen.findAllByTestId('audit-row');
    await chooseOption('audit-filter-type', 'Role');
    await waitFor(() => expect(currentLocation()).toBe('/settings/audit?type=role'));
    await waitFor(() => expect(bodiesSentTo(seen, 'audit/search').at(-1)).toEqual({ pageNumber: 1, pageSize: 25, filters: { entityType: 'role' } }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(1));
  });
});
