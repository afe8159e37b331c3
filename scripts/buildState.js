// Decides whether dist/ is older than the sources it is built from.
const fs = require('node:fs');
const path = require('node:path');

const root = path.join(__dirname, '..');
/** The build's folder (webpack.config.ts): dist/ unless DIST_DIR names another. */
const distDir = () => path.resolve(root, process.env.DIST_DIR?.trim() || 'dist');
const stampFile = () => path.join(distDir(), '.build-stamp');
const inputs = ['contract', 'src', 'server', 'platform', 'webpack.config.ts', 'scripts/webpack', 'babel.config.js', 'package.json'];

/** The site folder a build is made from (webpack.config.ts): the demo's unless SITE_DIR names another. */
const siteDir = () => process.env.SITE_DIR?.replace(/\/+$/, '') || 'site';

function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(target)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

function isBuildFresh() {
  let stamp;
  try {
    stamp = fs.statSync(stampFile()).mtimeMs;
    // A build of another site's folder is not this one's.
    if (fs.readFileSync(stampFile(), 'utf8').split('\n')[1] !== siteDir()) return false;
  } catch {
    return false;
  }
  return [...inputs, siteDir()].every((input) => newestMtime(path.join(root, input)) <= stamp);
}

function markBuilt() {
  fs.mkdirSync(distDir(), { recursive: true });
  fs.writeFileSync(stampFile(), `${new Date().toISOString()}\n${siteDir()}\n`);
}

module.exports = { distDir, isBuildFresh, markBuilt, root };
