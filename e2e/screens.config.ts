import base from './playwright.config';
import { defineConfig } from '@playwright/test';

// The screenshot tour: not a test suite of its own (it asserts only that each screen loaded); run it
// with `npm run screenshots -w @switchboard/e2e` before an experience review and look at the sheets.
export default defineConfig({
  ...base,
  testDir: './screens',
  timeout: 15 * 60_000,
});
