// Browser tests drive a real Chromium on a shared 2-core machine: a page may take seconds under load. This is a
// ceiling for a stuck test, not a timing assertion.
jest.setTimeout(30_000);
