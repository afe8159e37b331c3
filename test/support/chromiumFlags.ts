/**
 * Flags Debian's Chromium needs on this CI (as root, headless), shared by the browser tests and Lighthouse. Without the
 * background-networking ones Chromium keeps trying to reach the internet.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
