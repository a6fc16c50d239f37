/** Debian's Chromium, the one every browser check here uses; never a downloaded browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless flags for this machine: no sandbox as root, and no background calls to hosts it cannot reach. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
