/** Rewrites docs/decisions/README.md from the records (see scripts/lib/decisions-index.ts). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DECISIONS_DIR, decisionsIndex } from './lib/decisions-index.ts';

writeFileSync(join(DECISIONS_DIR, 'README.md'), decisionsIndex());
console.log('docs/decisions/README.md written');
