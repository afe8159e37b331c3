// The resilience and audit suites load the site as production runs it: React's production build and Redux Toolkit
// without its development checks (which take tens of milliseconds a page: they would make minutes of load hours,
// and add that to every page Lighthouse times).
process.env.NODE_ENV = 'production';
