// Every app receives antd and the router through shared kits (federation/antd-kit.js,
// federation/router-kit.js) that list what is in use. A name imported from 'antd' or
// 'react-router-dom' but missing from its kit would be undefined at run time in the browser while
// passing every jest test, so this test reads all front-end sources.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../../..');
const PACKAGES = ['shared', 'shell', 'mfe-tickets', 'mfe-settings', 'mfe-dashboard', 'mfe-hub'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const sources = PACKAGES.flatMap((pkg) => sourceFiles(join(ROOT, pkg, 'src'))).map((file) => ({
  file: file.slice(ROOT.length + 1),
  source: readFileSync(file, 'utf8'),
}));

/** Value (not type-only) names a source file imports from `specifier`. */
function valueImports(source: string, specifier: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    if (match[1] || match[3] !== specifier) continue;
    for (const part of match[2].split(',')) {
      const spec = part.trim();
      if (!spec || spec.startsWith('type ')) continue;
      names.push(spec.split(/\s+as\s+/)[0].trim());
    }
  }
  return names;
}

function kitExports(kitFile: string): Set<string> {
  const kitSource = readFileSync(join(ROOT, 'shared/federation', kitFile), 'utf8');
  return new Set(
    (/export\s*\{([^}]*)\}/.exec(kitSource)?.[1] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

function missingFromKit(specifier: string, kitFile: string): string[] {
  const kit = kitExports(kitFile);
  const missing = new Set<string>();
  for (const { file, source } of sources) {
    for (const name of valueImports(source, specifier)) if (!kit.has(name)) missing.add(`${name} (${file})`);
  }
  return [...missing];
}

it('lists every antd component the front ends import', () => {
  expect(missingFromKit('antd', 'antd-kit.js')).toEqual([]);
});

/**
 * What the signed-out screens render (agent sign-in, password and invitation pages, the hub's auth screen,
 * and the providers, preferences and guards around them). The `antd` kit holds exactly their components:
 * a component no signed-out screen renders belongs in '@switchboard/shared/antd-signed-in', else every
 * first visit downloads it.
 */
const SIGNED_OUT_SOURCES = [
  /^shell\/src\/pages\/(login-page|auth-page-frame|forgot-password-page|reset-password-page|accept-invitation-page|not-found-page)\.tsx$/,
  /^shell\/src\/account\/(language-picker|theme-choice|password-fields)\.tsx$/,
  /^shell\/src\/app\/(app|boot-failure|shell-routes|lazy-screens)\.tsx$/,
  /^shared\/src\/ui\/(agent-login-form|app-providers|kit-on-demand|password-sign-in-form|retry-result|remote-error-panel|sign-in-panel|signed-out-look|signed-out-preferences|standalone-app)\.tsx$/,
  /^shared\/src\/crud\/(use-feedback|describe-error)\.ts$/,
  /^mfe-hub\/src\/(routes|feature|screens\/auth-page)\.tsx$/,
  /^mfe-hub\/src\/signed-in-area\.ts$/,
  /^mfe-hub\/src\/(screens\/auth|auth|branding|preferences|session|feedback)\//,
];
/**
 * In the kit though no signed-out screen renders them: the kit carries their code anyway (Form's grid,
 * Select's empty list, Typography's tooltip, App's modal hooks, Button's styles reach Collapse), so moving
 * them saves the sign-in nothing measurable (under 0.4 KB each).
 */
const CARRIED_BY_THE_KIT = ['Col', 'Collapse', 'Empty', 'Modal', 'Row', 'Tooltip'];

const signedOutSources = sources.filter(({ file }) => SIGNED_OUT_SOURCES.some((pattern) => pattern.test(file)));

/** The shared modules of antd components only signed-in screens draw (none is fetched by a sign-in). */
const SIGNED_IN_MODULES = ['antd-signed-in', 'antd-table', 'antd-date', 'antd-details'] as const;

function moduleExports(module: (typeof SIGNED_IN_MODULES)[number]): string[] {
  const source = readFileSync(join(ROOT, `shared/src/${module}/index.ts`), 'utf8');
  return [...source.matchAll(/export \{ default as (\w+) \} from 'antd\/es\//g)].map((match) => match[1]!);
}

function signedInModuleExports(): string[] {
  return SIGNED_IN_MODULES.flatMap(moduleExports);
}

it('lists in the antd kit only what the signed-out screens render (and what their components carry anyway)', () => {
  expect(signedOutSources.length).toBeGreaterThan(20);
  const rendered = new Set(signedOutSources.flatMap(({ source }) => valueImports(source, 'antd')));
  expect([...kitExports('antd-kit.js')].sort()).toEqual([...new Set([...rendered, ...CARRIED_BY_THE_KIT])].sort());
});

it('keeps the signed-out screens off the signed-in antd modules', () => {
  const offenders = signedOutSources
    .filter(({ source }) => SIGNED_IN_MODULES.some((module) => source.includes(`'@switchboard/shared/${module}'`)))
    .map(({ file }) => file);
  expect(offenders).toEqual([]);
});

it('keeps the components only signed-in screens use out of the kit, each in one of their shared modules', () => {
  expect(moduleExports('antd-signed-in')).toEqual(expect.arrayContaining(['Drawer', 'Breadcrumb', 'Tag']));
  expect(moduleExports('antd-table')).toEqual(['Table']);
  expect(moduleExports('antd-date')).toEqual(['DatePicker']);
  expect(moduleExports('antd-details')).toEqual(expect.arrayContaining(['ColorPicker', 'Mentions', 'Upload']));
  const signedIn = signedInModuleExports();
  expect(signedIn.length).toBe(new Set(signedIn).size);
  const kit = kitExports('antd-kit.js');
  expect(signedIn.filter((name) => kit.has(name))).toEqual([]);
});

it('lists every component the front ends import from a signed-in module in that module', () => {
  const missing = SIGNED_IN_MODULES.flatMap((module) => {
    const listed = new Set(moduleExports(module));
    return sources.flatMap(({ file, source }) =>
      valueImports(source, `@switchboard/shared/${module}`)
        .filter((name) => !listed.has(name))
        .map((name) => `${name} from ${module} (${file})`),
    );
  });
  expect(missing).toEqual([]);
});

/** The lists and the frame around them: a first load of a list never fetches what only details draw. */
const LIST_SOURCES = [
  /^shell\/src\/layout\//,
  /^shared\/src\/crud\/(list-|column-|use-list)/,
  /^mfe-tickets\/src\/screens\/tickets-list\//,
  /^mfe-hub\/src\/screens\/tickets\//,
  /^mfe-dashboard\/src\/screens\/(status|overview)/,
];

it('keeps the lists and the frame off the details module, and the customer hub off the table', () => {
  const listSources = sources.filter(({ file }) => LIST_SOURCES.some((pattern) => pattern.test(file)) && !/\.test\.tsx?$/.test(file));
  expect(listSources.length).toBeGreaterThan(10);
  expect(listSources.filter(({ source }) => source.includes("'@switchboard/shared/antd-details'")).map(({ file }) => file)).toEqual([]);
  const hubTables = sources.filter(({ file, source }) => file.startsWith('mfe-hub/') && source.includes("'@switchboard/shared/antd-table'"));
  expect(hubTables.map(({ file }) => file)).toEqual([]);
});

/**
 * What stands between a signed-in agent and a list's first rows: the frame, the remotes' route tables, the
 * kit's list parts, the tickets components and the list screens (the tickets list's filters, bulk tools and
 * saved views' menu are chunks fetched after the rows).
 */
const FIRST_ROWS_SOURCES = [
  /^shell\/src\/(layout|remotes|common)\//,
  /^shell\/src\/app\/signed-in-area\.tsx$/,
  /^shell\/src\/account\/(language-picker|theme-choice|change-password-modal|password-fields)\.tsx$/,
  /^shared\/src\/crud\/(list-|column-|use-list|data-table|kit-|page-header)/,
  /^mfe-(tickets|settings|dashboard)\/src\/routes\.tsx$/,
  /^mfe-tickets\/src\/components\//,
  /^mfe-tickets\/src\/screens\/tickets-list\/(?!tickets-filters|view-actions|bulk-actions)/,
  // The settings lists too.
  /^mfe-settings\/src\/screens\/[^/]+\/([^/]*-list-screen|audit-log-screen|user-status-tag|client-state-tag)\.tsx$/,
];

it('keeps what the lists draw before their rows off the signed-in antd modules (the tickets list fetches them after, with its filters)', () => {
  const firstRows = sources.filter(({ file }) => FIRST_ROWS_SOURCES.some((pattern) => pattern.test(file)) && !/\.test\.tsx?$/.test(file));
  expect(firstRows.length).toBeGreaterThan(30);
  const signedIn = /'@switchboard\/shared\/antd-(signed-in|table)'/;
  expect(firstRows.filter(({ source }) => signedIn.test(source.replace(/^import type .*$/gm, ''))).map(({ file }) => file)).toEqual([]);
});

/**
 * The files a signed-in agent needs for the tickets list, its filters and its saved views, and for the
 * customers and categories lists: the frame, the remote's section and routes, the kit's list parts and
 * plain controls, and the list screens, less the parts fetched when asked for (the bulk tools and the
 * kit's bulk bar, the views' dialogs, the categories' delete confirmation).
 */
const TICKETS_FIRST_ROWS_SOURCES = [
  /^shell\/src\/(layout|remotes|common)\//,
  /^shell\/src\/app\/(signed-in-area|frame-toasts|shell-routes|lazy-screens|app)\.tsx$/,
  /^shared\/src\/crud\/(list-(?!bulk-bar)|column-|use-list|data-table|kit-|page-header|describe-error|fit-text)/,
  /^shared\/src\/ui\/(plain-controls|retry-result|remote-error-panel|kit-on-demand|feature-routes|lazy-chunk|route-preload|signed-out-look|modal-dialog)\.tsx?$/,
  /^mfe-tickets\/src\/routes\.tsx$/,
  /^mfe-tickets\/src\/components\//,
  /^mfe-tickets\/src\/screens\/tickets-list\/(?!bulk-actions|view-task)/,
  /^mfe-tickets\/src\/screens\/customers\/(customers-list-screen|customers-query|verification-tags)\.tsx?$/,
  /^mfe-tickets\/src\/screens\/categories\/(categories-list-screen|category-list-query)\.tsx?$/,
];

it("keeps the tickets list, its filters and saved views, the customers and categories lists off antd altogether (it comes with their dialogs and bulk tools)", () => {
  const firstRows = sources.filter(({ file }) => TICKETS_FIRST_ROWS_SOURCES.some((pattern) => pattern.test(file)) && !/\.test\.tsx?$/.test(file));
  expect(firstRows.length).toBeGreaterThan(40);
  const antd = /from\s*'(antd|@switchboard\/shared\/antd-[a-z-]+)'/;
  expect(firstRows.filter(({ source }) => antd.test(source.replace(/^import type .*$/gm, ''))).map(({ file }) => file)).toEqual([]);
});

/** What the frame, the CRUD kit's lists and the dashboard's first screens draw: no date is picked there. */
const DATELESS_SOURCES = [/^shell\/src\/layout\//, /^shared\/src\/crud\/(list-|column-|use-list)/, /^mfe-dashboard\/src\/screens\/(status|overview)/];

it('keeps the date picker off the frame, the settings lists and the dashboard’s first screens', () => {
  const dateless = sources.filter(({ file }) => DATELESS_SOURCES.some((pattern) => pattern.test(file)) && !/\.test\.tsx?$/.test(file));
  expect(dateless.length).toBeGreaterThan(5);
  expect(dateless.filter(({ source }) => source.includes("'@switchboard/shared/antd-date'")).map(({ file }) => file)).toEqual([]);
});

it("has no app import antd's files directly (a private copy would miss the shared theme, locale and direction)", () => {
  const direct = sources
    .filter(({ file }) => !SIGNED_IN_MODULES.some((module) => file.startsWith(`shared/src/${module}/`)))
    // Locale files are plain data (antd's strings), not components: the ES one keeps the CommonJS build out.
    .filter(({ source }) => /^import\s+(?!type\b)[^;]*from\s*'antd\/(es|lib)\/(?!locale\/)/m.test(source))
    .map(({ file }) => file);
  expect(direct).toEqual([]);
});

it("has no app import antd's CommonJS build (its locale files there drag in CommonJS copies of components)", () => {
  const commonJs = sources.filter(({ source }) => /'antd\/(lib|locale)\//.test(source)).map(({ file }) => file);
  expect(commonJs).toEqual([]);
});

it('lists every router export the front ends import', () => {
  expect(missingFromKit('react-router-dom', 'router-kit.js')).toEqual([]);
});

it("has no front-end source import 'react-router' itself (it is bundled into the router kit, not shared)", () => {
  const direct = sources.filter(({ source }) => /from\s*'react-router'/.test(source)).map(({ file }) => file);
  expect(direct).toEqual([]);
});

it('recognises the import forms the checks rely on', () => {
  expect(valueImports("import { Button, App as AntdApp, type MenuProps } from 'antd';", 'antd')).toEqual(['Button', 'App']);
  expect(valueImports("import type { ThemeConfig } from 'antd';", 'antd')).toEqual([]);
  expect(valueImports("import { Link } from 'react-router-dom';", 'antd')).toEqual([]);
  expect(kitExports('antd-kit.js').has('ConfigProvider')).toBe(true);
  expect(kitExports('router-kit.js').has('useNavigate')).toBe(true);
});
