// The resilience and audit suites load the site as production runs it: React's production build and Redux Toolkit
// without its development checks (which slow every page down: they would make minutes of load hours, and add to
// every page Lighthouse times).
process.env.NODE_ENV = 'production';
