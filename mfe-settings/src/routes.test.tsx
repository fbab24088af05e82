import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SETTINGS_PERMISSIONS } from '@switchboard/shared/contracts';
import { feature } from './feature';
import { settingsRoutes } from './routes';
import { SETTINGS_AREAS } from './areas';
import { renderSection } from '@switchboard/test-utils';

// The route table written out by hand: [path, permissions (any of) | null (no check) | redirect target].
type Access = string[] | null | { redirect: string };
const DA = ['integrations:dataActions:view', 'integrations:authorizations:view'];
/**
 * The rows of a list-and-details area: the bare path opens its list; the list and a record need
 * `<resource>:view`, a new record `<resource>:add` (no "new" page with `create: false`); a null
 * resource checks nothing.
 */
function crudArea(path: string, resource: string | null, { create = true, details = 'details' } = {}): [string, Access][] {
  const needs = (action: string) => (resource ? [`${resource}:${action}`] : null);
  return [
    [path, { redirect: `${path}/list` }],
    [`${path}/list`, needs('view')],
    ...(create ? [[`${path}/${details}`, needs('add')] as [string, Access]] : []),
    [`${path}/${details}/:id`, needs('view')],
  ];
}

const EXPECTED: [string, Access][] = [
  ['', { redirect: 'list' }],
  ['list', [...SETTINGS_PERMISSIONS]],
  ['dataactions', DA],
  // Open with either view so an authorizations-only user reaches it and is sent on (tested below).
  ['dataactions/templates/list', DA],
  ['dataactions/templates/details', ['integrations:dataActions:add']],
  ['dataactions/templates/details/:id', ['integrations:dataActions:view']],
  ['dataactions/authorizations/list', ['integrations:authorizations:view']],
  ['dataactions/authorizations/details', ['integrations:authorizations:add']],
  ['dataactions/authorizations/details/:id', ['integrations:authorizations:view']],
  ...crudArea('status', 'tickets:status'),
  ...crudArea('divisions', 'directory:divisions', { create: false }),
  ...crudArea('oauth', 'integrations:oauths'),
  ...crudArea('roles', 'directory:roles'),
  ...crudArea('sla', 'tickets:sla'),
  ...crudArea('users', 'directory:users', { create: false }),
  ...crudArea('schedules', 'organization:schedules'),
  ['organization', null],
  ['audit', ['organization:settings:edit']],
  ...crudArea('workflows', null),
  ...crudArea('email-domain', 'emails:emails', { details: 'domain-details' }),
  ...crudArea('email-templates', 'emails:emails'),
  ...crudArea('user-groups', 'directory:userGroups'),
];

const location = () => screen.getByTestId('location');

describe('settings route table', () => {
  it('mounts /settings', () => {
    expect(feature.id).toBe('settings');
    expect(feature.sections.map((s) => s.prefix)).toEqual(['settings']);
  });

  it('routes every area of the one list of areas under its path', () => {
    for (const area of SETTINGS_AREAS) {
      expect(settingsRoutes.filter((route) => route.path === area.path || route.path.startsWith(`${area.path}/`)).length).toBeGreaterThan(0);
    }
    const areaPaths = new Set(SETTINGS_AREAS.map((area) => area.path));
    const unlisted = settingsRoutes.filter((route) => route.path !== '' && route.path !== 'list' && !areaPaths.has(route.path.split('/')[0]));
    expect(unlisted).toEqual([]);
  });

  it('has exactly the expected paths', () => {
    expect(settingsRoutes.map((r) => r.path).sort()).toEqual(EXPECTED.map(([path]) => path).sort());
  });

  it.each(EXPECTED)('%s needs %j', (path, access) => {
    const route = settingsRoutes.find((r) => r.path === path)!;
    if (access && 'redirect' in access) {
      expect(route.redirectTo).toBe(access.redirect);
      return;
    }
    expect([...(route.permissions ?? [])].sort()).toEqual([...(access ?? [])].sort());
    expect(route.Component).toBeDefined();
  });

  // The shell fetches the screen of the address a page opens with while its own frame loads.
  it('lets every screen be fetched before it renders', async () => {
    for (const route of settingsRoutes.filter((r) => r.Component)) await expect(route.Component!.preload?.()).resolves.toBeDefined();
  });
});

describe('settings screens', () => {
  // Every page (not redirects) opens for a user holding just its permission and shows its title.
  const pages = EXPECTED.filter(([path, access]) => path !== '' && path !== 'dataactions' && !(access && 'redirect' in access));
  it.each(pages)('/settings/%s shows its page title', async (path, access) => {
    const url = `/settings/${path.replace(':id', '7')}`;
    await renderSection({ feature, path: url, permissions: (access as string[] | null) ?? [] });
    expect(await screen.findByTestId('page-title')).not.toBeEmptyDOMElement();
    expect(location()).toHaveTextContent(url);
  });

  it.each([
    ['status', '/settings/status/list', 'Statuses'],
    ['organization', '/settings/organization', 'Organization'],
    ['email-domain', '/settings/email-domain/list', 'Email domains'],
  ])('the bare /settings/%s opens %s', async (area, target, title) => {
    await renderSection({ feature, path: `/settings/${area}`, permissions: [...SETTINGS_PERMISSIONS, 'emails:emails:view'] });
    await waitFor(() => expect(location()).toHaveTextContent(new RegExp(`^${target}$`)));
    expect(await screen.findByTestId('page-title')).toHaveTextContent(title);
  });

  it('sends a user without the permission to /permission', async () => {
    await renderSection({ feature, path: '/settings/roles/details', permissions: ['directory:roles:view'] });
    await waitFor(() => expect(location()).toHaveTextContent('/permission'));
  });
});

describe('data actions tabs', () => {
  it('opens the templates list for a user who may view data actions', async () => {
    await renderSection({ feature, path: '/settings/dataactions', permissions: DA });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/settings\/dataactions\/templates\/list$/));
    expect(await screen.findByRole('tab', { name: 'Templates', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Authorizations' })).toBeInTheDocument();
  });

  it('opens the authorizations list for a user with only authorizations view', async () => {
    await renderSection({ feature, path: '/settings/dataactions', permissions: ['integrations:authorizations:view'] });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/settings\/dataactions\/authorizations\/list$/));
    expect(await screen.findByRole('tab', { name: 'Authorizations', selected: true })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Templates' })).not.toBeInTheDocument();
  });

  it('sends a user with only authorizations view from the templates list to the authorizations list', async () => {
    await renderSection({ feature, path: '/settings/dataactions/templates/list', permissions: ['integrations:authorizations:view'] });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/settings\/dataactions\/authorizations\/list$/));
  });

  it('switches lists with the tabs', async () => {
    await renderSection({ feature, path: '/settings/dataactions/templates/list', permissions: DA });
    await userEvent.click(await screen.findByRole('tab', { name: 'Authorizations' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/settings\/dataactions\/authorizations\/list$/));
  });

  it('refuses the data actions area to a user with neither permission', async () => {
    await renderSection({ feature, path: '/settings/dataactions', permissions: ['tickets:status:view'] });
    await waitFor(() => expect(location()).toHaveTextContent('/permission'));
  });
});

describe('settings index', () => {
  const cards = () => screen.getAllByTestId(/^settings-card-/).map((card) => card.dataset.testid!.replace('settings-card-', ''));

  it('shows a card for every area to an administrator, grouped', async () => {
    await renderSection({
      feature,
      path: '/settings',
      permissions: [...SETTINGS_PERMISSIONS, 'directory:userGroups:view', 'workflows:workflows:view', 'emails:emails:view'],
    });
    await waitFor(() => expect(location()).toHaveTextContent(/^\/settings\/list$/));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('Settings');
    expect(cards().sort()).toEqual(
      ['users', 'roles', 'userGroups', 'divisions', 'organization', 'schedules', 'status', 'sla', 'workflows', 'emailDomain', 'emailTemplates', 'dataActions', 'oauth'].sort(),
    );
    const integrations = screen.getByRole('region', { name: 'Integrations' });
    expect(within(integrations).getByText('Data actions')).toBeInTheDocument();
    expect(within(integrations).getByText('OAuth clients')).toBeInTheDocument();
  });

  it('shows only the cards the user may see', async () => {
    await renderSection({ feature, path: '/settings/list', permissions: ['tickets:status:view', 'integrations:authorizations:view'] });
    await screen.findByTestId('page-title');
    expect(cards().sort()).toEqual(['dataActions', 'status']);
    expect(screen.queryByRole('region', { name: 'People and access' })).not.toBeInTheDocument();
  });

  it('opens an area from its card', async () => {
    await renderSection({ feature, path: '/settings/list', permissions: ['tickets:sla:view'] });
    await userEvent.click(await screen.findByText('SLA policies'));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/settings\/sla\/list$/));
    expect(await screen.findByTestId('page-title')).toHaveTextContent('SLA policies');
  });

  it('is refused to a user without any settings permission', async () => {
    await renderSection({ feature, path: '/settings/list', permissions: ['tickets:tickets:view'] });
    await waitFor(() => expect(location()).toHaveTextContent('/permission'));
  });
});
