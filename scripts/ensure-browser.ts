import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Browser tests drive Debian's Chromium; no browser is ever downloaded by a test tool.
const CHROMIUM = '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  console.log(`ensure-browser: ${CHROMIUM} is present`);
} else if (process.getuid?.() === 0) {
  console.log('ensure-browser: installing Debian chromium with apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!existsSync(CHROMIUM)) {
    console.error('ensure-browser: apt-get finished but /usr/bin/chromium is still missing');
    process.exit(1);
  }
} else {
  console.error(
    "ensure-browser: /usr/bin/chromium is missing. Install Debian's chromium package (sudo apt-get install chromium) and run the tests again.",
  );
  process.exit(1);
}
