import type { ExportFormat } from '@contract/account.ts';

/**
 * GET /api/account/export?format=: a plain link, not a fetch, so the browser streams the file to
 * disk under the server's file name (Content-Disposition) however long the reader's history is.
 */
export const exportAccountUrl = (format: ExportFormat) => `/api/account/export?format=${format}`;
