// Shared jest configuration for the front-end packages (shared, shell, mfe-*).
// Tests import @switchboard/shared from source, so no build is needed before unit tests.
const path = require('node:path');

/** @param {string} dir the package folder */
module.exports = function jestConfig(dir) {
  return {
    rootDir: dir,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFiles: [path.join(__dirname, 'test/jsdom-polyfills.ts')],
    setupFilesAfterEnv: [path.join(__dirname, 'test/jest.setup.ts')],
    // Whole-app renders with antd take seconds on two busy cores.
    testTimeout: 30000,
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only packages that must be transformed for jest's CommonJS runtime.
    transformIgnorePatterns: ['/node_modules/(?!(typebox|p-retry|is-network-error|@ant-design/colors|@ant-design/fast-color)/)'],
    moduleNameMapper: {
      '^@switchboard/test-utils$': path.join(__dirname, 'test/index.ts'),
      '^@switchboard/shared/(?!federation$)([a-z0-9-]+)$': path.join(__dirname, 'shared/src/$1/index.ts'),
      // antd's ES build is not transformed for jest; its CommonJS build has the same files.
      '^antd/es/(.*)$': 'antd/lib/$1',
      '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(png|jpe?g|gif|svg|webp|css)$': path.join(__dirname, 'test/file-stub.cjs'),
    },
    clearMocks: true,
  };
};
