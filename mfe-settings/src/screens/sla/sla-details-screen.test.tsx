import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SlaWriteRequest } from '@switchboard/shared/contracts';
import { bodiesSentTo, bodyOf, chooseOption, currentLocation, enterText, mockHttp, type MockReply, renderScreens, searchPageReply, setupUser, signInTestAgent } from '@switchboard/test-utils';
import { feature } from '../../feature';
import { SlaDetailsScreen } from './sla-details-screen';
import { makePolicy, NOT_FOUND, OFFICE, ROUND_THE_CLOCK, SLA_PERMISSIONS } from './test-slas';

const GOLD = makePolicy(1, {
  name: 'Gold',
  escalations: [{ timing: 'before', target: 'resolution', minutes: 60, notifyAssignee: true, notifyGroup: false, userIds: [], mail: false }],
});
const CREATED = makePolicy(7, { name: 'Silver' });

function server(options: { onCreate?: (body: SlaWriteRequest) => MockReply; onUpdate?: (body: SlaWriteRequest) => MockReply } = {}) {
  return mockHttp((request) => {
    const { method, url } = request;
    if (method === 'get' && url === `slas/${GOLD.id}`) return { status: 200, data: GOLD };
    if (method === 'put' && url === `slas/${GOLD.id}`) return options.onUpdate ? options.onUpdate(bodyOf<SlaWriteRequest>(request)) : { status: 200, data: { ...GOLD, name: bodyOf<SlaWriteRequest>(request).name } };
    if (method === 'post' && url === 'slas') return options.onCreate ? options.onCreate(bodyOf<SlaWriteRequest>(request)) : { status: 201, data: CREATED };
    if (method === 'post' && url === 'schedules/search') return searchPageReply([OFFICE, ROUND_THE_CLOCK]);
    if (method === 'post' && (url === 'categories/search' || url === 'usergroups/search' || url === 'customers/search' || url === 'users/search')) return searchPageReply([]);
    return NOT_FOUND;
  });
}

async function render(path = `/settings/sla/details/${GOLD.id}`, permissions = SLA_PERMISSIONS) {
  signInTestAgent(permissions);
  return renderScreens(feature, path, {
    '/settings/sla/details/:id': <SlaDetailsScreen />,
    '/settings/sla/details': <SlaDetailsScreen />,
    '/settings/sla/list': <p>list page</p>,
  });
}

describe('SlaDetailsScreen', () => {
  it('creates a policy from the form: name, schedule, a target in hours and minutes, then opens it', async () => {
    const seen = server();
    await render('/settings/sla/details');
    const user = setupUser();
    await enterText(user, await screen.findByTestId('sla-name'), ' Silver ');
    await chooseOption('sla-schedule', 'Round the clock');
    await enterText(user, screen.getByTestId('sla-target-High-firstResponse-hours'), '1');
    await enterText(user, screen.getByTestId('sla-target-High-firstResponse-minutes'), '30');
    fireEvent.click(screen.getByTestId('sla-save'));
    await waitFor(() => expect(bodiesSentTo<SlaWriteRequest>(seen, 'slas')).toHaveLength(1));
    const [body] = bodiesSentTo<SlaWriteRequest>(seen, 'slas');
    expect(body).toMatchObject({ name: 'Silver', description: null, enabled: true, scheduleId: ROUND_THE_CLOCK.id, escalations: [] });
    expect(body!.targets.High).toEqual({ firstResponseMinutes: 90, nextResponseMinutes: null, resolutionMinutes: null });
    expect(body!.targets.Low).toEqual({ firstResponseMinutes: null, nextResponseMinutes: null, resolutionMinutes: null });
    await waitFor(() => expect(currentLocation()).toBe(`/settings/sla/details/${CREATED.id}`));
  });

  it('says what is missing before sending: a name, a schedule, an escalation recipient', async () => {
    const seen = server();
    await render('/settings/sla/details');
    fireEvent.click(await screen.findByTestId('sla-escalation-add'));
    const rule = await screen.findByTestId('sla-escalation');
    fireEvent.click(within(rule).getByTestId('sla-escalation-assignee'));
    fireEvent.click(screen.getByTestId('sla-save'));
    expect(await screen.findByText('Enter a name')).toBeInTheDocument();
    expect(screen.getByText('Choose a schedule')).toBeInTheDocument();

    const user = setupUser();
    await enterText(user, screen.getByTestId('sla-name'), 'Silver');
    await chooseOption('sla-schedule', 'Office hours');
    fireEvent.click(screen.getByTestId('sla-save'));
    expect(await screen.findByText('Choose at least one recipient: the assignee, the group or agents')).toBeInTheDocument();
    expect(bodiesSentTo(seen, 'slas')).toEqual([]);
  });

  it('shows a policy, saves a change, and puts a name in use on the name field', async () => {
    const seen = server({ onUpdate: () => ({ status: 409, data: { statusCode: 409, code: 'CONFLICT', message: 'Conflict', details: [{ field: '/name', message: 'is already used by another policy' }] } }) });
    await render();
    const name = await screen.findByTestId('sla-name');
    expect(name).toHaveValue('Gold');
    expect(screen.getByTestId('sla-enabled-tag')).toHaveTextContent('Enabled');
    expect(screen.getAllByTestId('sla-escalation')).toHaveLength(1);
    const user = setupUser();
    await user.clear(name);
    await enterText(user, name, 'Standard');
    fireEvent.click(screen.getByTestId('sla-save'));
    expect(await screen.findByText('Another policy already has this name')).toBeInTheDocument();
    expect(bodiesSentTo<SlaWriteRequest>(seen, `slas/${GOLD.id}`).at(-1)).toMatchObject({ name: 'Standard', scheduleId: OFFICE.id, escalations: GOLD.escalations });
  });

  it('is read-only without the edit permission', async () => {
    server();
    await render(undefined, ['tickets:sla:view']);
    expect(await screen.findByTestId('sla-name')).toBeDisabled();
    expect(screen.queryByTestId('sla-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('sla-delete')).not.toBeInTheDocument();
  });
});
