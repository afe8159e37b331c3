// `npm run dev`'s part in the browser (the first module of the `main` entry, development only): webpack-hot-middleware's
// client, which applies hot updates and shows build and type errors in an overlay, and the dev server's own
// message, `trellis:reload` (server/dev/devServer.ts, notifyBrowsers), on which the page loads again.
const client = require('webpack-hot-middleware/client?path=/__webpack_hmr&reload=true&overlay=true');

client.subscribe((message) => {
  if (message && message.action === 'trellis:reload') window.location.reload();
});
