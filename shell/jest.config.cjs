const preset = require('../jest.preset.cjs')(__dirname);

// typebox (imported by shared/contracts) ships `.mjs`, which the preset's transform pattern misses.
const swcTransform = preset.transform['^.+\\.(t|j)sx?$'];

module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.mjs$': swcTransform },
  // ESM-only packages reached from the shell's imports (@ant-design/icons → colors).
  transformIgnorePatterns: ['/node_modules/(?!(typebox|@ant-design/colors|@ant-design/fast-color)/)'],
  // Whole-shell renders with antd take seconds on 2 busy cores.
  testTimeout: 20000,
  setupFiles: [...(preset.setupFiles ?? []), '<rootDir>/src/test-utils/jsdom-polyfills.ts'],
};
