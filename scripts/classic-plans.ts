import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { classicSchedules } from '../server/features/plans/curated/classic/orders.ts';

// npx tsx scripts/classic-plans.ts — writes the computed schedules of the classic curated plans
// (decision 158) to server/features/plans/curated/data/classic.json, which the app reads (so start-up
// does not load the KJV to compute them). curated.test.ts checks the file matches the rules.

const out = join(import.meta.dirname, '../server/features/plans/curated/data/classic.json');
writeFileSync(out, `${JSON.stringify(classicSchedules(), null, 2)}\n`);
console.log(`wrote ${out}`);
