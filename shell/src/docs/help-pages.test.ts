import { HELP_PAGES, helpPageFor, helpPageUrl, stripIds } from './help-pages';
import * as fs from 'node:fs';
import * as path from 'node:path';

const UUID = '3f2a6c1e-8b4d-4e1f-9a7c-2d5e6f708192';

describe('help page map', () => {
  it('strips UUIDs, numeric ids and the mobile variant from the path', () => {
    expect(stripIds(`/tickets/details/${UUID}/mobile`)).toBe('tickets/details');
    expect(stripIds('/settings/roles/details/17?tab=2')).toBe('settings/roles/details');
  });

  it('maps screens to their page whatever id they show', () => {
    expect(helpPageFor(`/tickets/details/${UUID}`)).toBe('tickets-details');
    expect(helpPageFor('/tickets/details/mobile')).toBe('tickets-details');
    expect(helpPageFor('/tickets/list')).toBe('tickets-list');
    expect(helpPageFor('/tickets/merge')).toBe('tickets-merge');
    expect(helpPageFor(`/categories/details/${UUID}`)).toBe('categories');
    expect(helpPageFor('/dashboard/overview')).toBe('dashboard');
    expect(helpPageFor('/settings/list')).toBe('settings');
    expect(helpPageFor(`/settings/users/details/${UUID}`)).toBe('users');
    expect(helpPageFor('/settings/dataactions/authorizations/list')).toBe('data-action-authorizations');
    expect(helpPageFor('/settings/dataactions/templates/details/12')).toBe('data-action-templates');
    expect(helpPageFor('/settings/email-templates/list')).toBe('email-templates');
    expect(helpPageFor('/settings/email-domain/domain-details/7')).toBe('email-domain');
  });

  it('falls back to the documentation root for unknown screens', () => {
    expect(helpPageFor('/permission')).toBe('root');
    expect(helpPageFor('/hub/tickets')).toBe('root');
    expect(helpPageUrl('/docs/', '/nowhere')).toBe('/docs/');
  });

  it('builds the page URL under docsBaseUrl', () => {
    expect(helpPageUrl('https://help.example.com/docs', `/tickets/details/${UUID}`)).toBe(
      'https://help.example.com/docs/tickets-details.html',
    );
  });

  it('has a static page in docs/ for every mapped page', () => {
    const docsDir = path.join(__dirname, '../../../docs');
    for (const page of HELP_PAGES) expect(fs.existsSync(path.join(docsDir, `${page}.html`))).toBe(true);
    expect(fs.existsSync(path.join(docsDir, 'index.html'))).toBe(true);
  });
});
