// The dev server builds both bundles with webpack and drives a real Chromium on a shared 2-core machine: a ceiling for
// a stuck test, not a timing assertion.
jest.setTimeout(120_000);
