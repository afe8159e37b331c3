#!/usr/bin/env node
// `npm start`: builds when the sources are newer than dist/, then runs the production server.
const path = require('node:path');
const { build } = require('./build');

process.env.NODE_ENV = process.env.NODE_ENV || 'production';
build({ ifNeeded: true })
  .then(() => require(path.join(__dirname, '..', 'dist', 'server', 'main.js')).main())
  .catch((error) => {
    process.stderr.write(`${error.stack || error.message}\n`);
    process.exit(1);
  });
