/** Chooses the database the configuration names: PostgreSQL (postgres.ts) or PGlite on disk (pglite.ts). */
import type { Database } from './database.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

/**
 * Opens the configured database: PostgreSQL when a URL is given (with a replica pool when a read URL is given
 * too), PGlite on disk otherwise.
 */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  databaseReadUrl?: string | undefined;
  dataDir: string;
  poolSize?: number;
  /** PostgreSQL: repeated statements named, parsed once per connection (decision 189); on unless false. */
  preparedStatements?: boolean;
  /** PGlite in a worker thread (decision 184). */
  pgliteWorker?: boolean;
}): Promise<Database> {
  return opts.databaseUrl
    ? openPostgres(opts.databaseUrl, opts.poolSize, opts.databaseReadUrl, {
        preparedStatements: opts.preparedStatements ?? true,
      })
    : openPglite(opts.dataDir, opts.pgliteWorker);
}
