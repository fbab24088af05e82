const preset = require('../jest.preset.cjs')(__dirname);

// typebox ships `.mjs`, which the preset's transform pattern does not match: reuse its swc transform.
const swcTransform = Object.values(preset.transform)[0];

module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': swcTransform },
  setupFiles: [...(preset.setupFiles ?? []), '<rootDir>/src/test-utils/jsdom-polyfills.ts'],
};
