/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

// Five suites: `unit` (Node: platform, server, lib, sagas), `dom` (jsdom: React components, *.test.tsx),
// `resilience` (the built `npm start` process model, outages, bad platform answers, fuzzing and a soak:
// test/resilience/README.md), `browser` (Playwright driving Debian's chromium against a real server) and `audits`
// (Lighthouse on the built site).
const common = {
  transform: { '^.+\\.[jt]sx?$': 'babel-jest', '^.+\\.svg$': '<rootDir>/test/support/textTransform.js' },
  moduleNameMapper: { '\\.css$': '<rootDir>/test/support/styleStub.js' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const config: Config = {
  // A ceiling for a stuck test on a busy 2-core CI machine (integration tests start real servers), not a timing assertion.
  testTimeout: 20_000,
  reporters: ['default', '<rootDir>/test/support/summaryReporter.js'],
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{contract,src,site,server,platform,content,test/integration,test/lint,test/docs}/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'dom',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/{src,site}/**/*.test.tsx'],
      setupFilesAfterEnv: ['<rootDir>/test/support/domSetup.ts'],
    },
    {
      ...common,
      displayName: 'resilience',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/resilience/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/support/productionMode.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'node',
      // A real browser on a shared 2-core machine: a page may take seconds under load (not a timing assertion).
      // testTimeout is a global option; per project it is set in this setup file.
      setupFilesAfterEnv: ['<rootDir>/test/browser/support/timeout.ts'],
      testMatch: ['<rootDir>/test/browser/**/*.test.ts'],
      globalSetup: '<rootDir>/test/browser/globalSetup.ts',
      globalTeardown: '<rootDir>/test/browser/globalTeardown.ts',
    },
    {
      ...common,
      // `npm run dev` driven as a developer uses it: a copy of a site edited while Chromium shows it.
      displayName: 'dev',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/dev/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/dev/support/timeout.ts'],
    },
    {
      ...common,
      displayName: 'audits',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/audits/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/support/productionMode.ts'],
    },
  ],
};

export default config;
