// The resilience suite loads the site as production runs it: React's production build and Redux Toolkit without
// its development checks (which take tens of milliseconds a page and would make minutes of load hours).
process.env.NODE_ENV = 'production';
