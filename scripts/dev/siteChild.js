// One site server of `npm run dev`, running the server bundle the dev server just built (server/dev/siteProcess.ts
// forks it; a rebuild forks a new one). It serves on a free loopback port, tells the dev server where, and stops
// when asked. The local platform runs apart: its address comes in TRELLIS_DEV_UPSTREAM.
const bundle = require(process.env.TRELLIS_DEV_BUNDLE);

async function run() {
  const upstream = JSON.parse(process.env.TRELLIS_DEV_UPSTREAM);
  const site = await bundle.startSite(bundle.loadConfig(), undefined, { upstream });
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    site.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('message', (message) => {
    if (message && message.type === 'trellis:dev-stop') stop();
  });
  process.on('disconnect', stop);
  // Ctrl-C reaches every process of the terminal's group: the dev server stops this one in order.
  process.on('SIGINT', () => {});
  process.on('SIGTERM', stop);
  process.send({ type: 'trellis:dev-site-ready', url: site.url });
}

run().catch((error) => {
  process.stderr.write(`The site failed to start: ${error.stack || error.message}\n`);
  process.exit(1);
});
