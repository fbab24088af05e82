// The package-boundary rules catch what they forbid: a small made-up repository with one violation of
// each rule (and imports every rule allows) is checked with the repository's own depcruise configs.
// Run: node --test scripts/boundaries.test.mjs (Node 22+, as dependency-cruiser requires).
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { promisify } from 'node:util';
import { ROOT } from './workspaces.mjs';

const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const MODULE_RULES = join(ROOT, '.dependency-cruiser.cjs');
const FOLDER_RULES = join(ROOT, '.dependency-cruiser-folders.cjs');

/** The made-up repository: path → content. */
const FILES = {
  'shared/tsconfig.json': JSON.stringify({ compilerOptions: { paths: { '@switchboard/shared/*': ['./src/*/index.ts'] } } }),
  'node_modules/react/package.json': JSON.stringify({ name: 'react', main: 'index.js' }),
  'node_modules/react/index.js': 'module.exports = {};\n',

  // Allowed: shared UI uses React; contracts stand alone; the api imports the contracts.
  'shared/src/contracts/index.ts': 'export const LIMIT = 1;\n',
  'shared/src/ui/index.ts': "import 'react';\nexport const Button = 1;\n",
  'api/src/app.ts': "import { LIMIT } from '@switchboard/shared/contracts';\nexport const app = LIMIT;\n",
  'mfe-tickets/src/feature.ts': "import { helper } from './helper';\nimport '@switchboard/shared/ui';\nexport const feature = helper;\n",
  'mfe-tickets/src/helper.ts': 'export const helper = 1;\n',

  // Forbidden, one of each.
  'shell/src/routes.ts': "import { feature } from '../../mfe-tickets/src/feature';\nexport const routes = feature;\n",
  'mfe-settings/src/feature.ts':
    "import { helper } from '../../mfe-tickets/src/helper';\nimport { routes } from '../../shell/src/routes';\nexport const feature = [helper, routes];\n",
  'mfe-dashboard/src/data.ts': "import { app } from '../../api/src/app';\nexport const data = app;\n",
  'api/src/view.ts': "import { Button } from '@switchboard/shared/ui';\nimport 'react';\nexport const view = Button;\n",
  'shared/src/contracts/rules.ts': "import { Button } from '../ui/index';\nexport const rules = Button;\n",
  'shared/src/format/index.ts': "import { routes } from '../../../shell/src/routes';\nexport const format = routes;\n",
  'shell/src/missing.ts': "import './not-there';\n",
  'api/src/comments/events.ts': "import type { Comment } from './service';\nexport type CommentEvent = { comment: Comment };\n",
  'api/src/comments/service.ts': "import type { CommentEvent } from './events';\nexport type Comment = { events: CommentEvent[] };\n",

  // A folder cycle with no module cycle: layout → notifications → layout.
  'mfe-hub/src/layout/app-layout.ts': "import { bell } from '../notifications/bell';\nexport const layout = bell;\n",
  'mfe-hub/src/layout/use-viewport.ts': 'export const viewport = 1;\n',
  'mfe-hub/src/notifications/bell.ts': "import { viewport } from '../layout/use-viewport';\nexport const bell = viewport;\n",
  // Not a folder cycle: only tests and their helpers close the loop.
  'mfe-dashboard/src/cards/card.ts': 'export const card = 1;\n',
  'mfe-dashboard/src/cards/card.test.ts': "import { render } from '../test-utils/render';\nrender();\n",
  'mfe-dashboard/src/test-utils/render.ts': "import { card } from '../cards/card';\nexport const render = () => card;\n",
};

const PACKAGES = ['shared', 'shell', 'mfe-tickets', 'mfe-settings', 'mfe-dashboard', 'mfe-hub', 'api'];
let fixture;

before(() => {
  fixture = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(fixture, path)), { recursive: true });
    writeFileSync(join(fixture, path), content);
  }
});

after(() => rmSync(fixture, { recursive: true, force: true }));

/** Runs depcruise with one of the repository's configs in the fixture; returns "rule: from → to" lines. */
async function violations(config, folders) {
  const run = promisify(execFile);
  const result = await run(process.execPath, [DEPCRUISE, '--config', config, '--output-type', 'json', ...folders], {
    cwd: fixture,
    maxBuffer: 16 * 1024 * 1024,
  }).catch((error) => {
    // depcruise exits with the number of errors found; its report is still on stdout.
    if (!error.stdout) throw error;
    return error;
  });
  const { summary } = JSON.parse(result.stdout);
  return summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

test('each boundary rule fails on its violation and only there', async () => {
  assert.deepEqual(await violations(MODULE_RULES, PACKAGES), [
    'api-no-ui-packages: api/src/view.ts → node_modules/react/index.js',
    'api-only-contracts: api/src/view.ts → shared/src/ui/index.ts',
    'contracts-stand-alone: shared/src/contracts/rules.ts → shared/src/ui/index.ts',
    'front-ends-not-to-api: mfe-dashboard/src/data.ts → api/src/app.ts',
    'no-circular: api/src/comments/events.ts → api/src/comments/service.ts',
    'not-to-unresolvable: shell/src/missing.ts → ./not-there',
    'remote-not-to-other-apps: mfe-settings/src/feature.ts → mfe-tickets/src/helper.ts',
    'remote-not-to-other-apps: mfe-settings/src/feature.ts → shell/src/routes.ts',
    'shared-not-to-apps: shared/src/format/index.ts → shell/src/routes.ts',
    'shell-not-to-remotes: shell/src/routes.ts → mfe-tickets/src/feature.ts',
  ]);
});

test('a cycle between folders fails; one closed only by tests does not', async () => {
  const found = await violations(FOLDER_RULES, PACKAGES.map((pkg) => `${pkg}/src`));
  assert.ok(found.length > 0, 'the layout ⇄ notifications cycle is found');
  for (const line of found) {
    assert.match(line, /^no-folder-circular: mfe-hub\/src\/(layout|notifications) → mfe-hub\/src\/(layout|notifications)$/);
  }
});
