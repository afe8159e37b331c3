#!/usr/bin/env node
// `npm start`: builds when the sources are newer than dist/, then runs the production server: this process becomes
// the primary, which runs the local platform and the site workers as processes of their own (server/main.ts).
const path = require('node:path');
const { build } = require('./build');

process.env.NODE_ENV = process.env.NODE_ENV || 'production';
build({ ifNeeded: true })
  .then(() => require(path.join(__dirname, '..', 'dist', 'server', 'main.js')).main())
  .catch((error) => {
    process.stderr.write(`${error.stack || error.message}\n`);
    process.exit(1);
  });
