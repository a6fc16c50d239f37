import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { WEB_DIST_DIR } from '../paths.ts';

/**
 * index.html as served: Vite puts the stylesheet in <head>, where it holds back the first paint until it has
 * arrived; moved to the end of <body>, after the inline shell in #root, it lets the shell paint at once
 * (a browser renders what comes before an in-body stylesheet). The app's scripts still run only once the
 * stylesheet has loaded, as scripts wait for every stylesheet before them (decision 135).
 */
export function shellFirst(html: string): string {
  const sheets: string[] = [];
  const moved = html.replace(/\n?[ \t]*<link rel="stylesheet"[^>]*>/g, (tag) => {
    sheets.push(tag.trim());
    return '';
  });
  if (sheets.length === 0) return html;
  return moved.replace('</body>', `  ${sheets.join('\n    ')}\n  </body>`);
}

/** A chunk's static imports in Vite's output (`import{a as b}from"./x.js"`, `import"./y.js"`), not import(). */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^'"();]*?\bfrom\s*)?["']\.\/([\w.-]+\.js)["']/g;

/**
 * The scripts the given chunks need before they can run: each chunk and, transitively, what it imports
 * statically (dynamic imports load later, on use). `read` gives a file of dist/web/assets by name.
 */
export function chunkClosure(roots: readonly string[], read: (file: string) => string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of read(file).matchAll(STATIC_IMPORT)) visit(match[1]!);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

/** The route chunks a returning reader on '/' needs at once: the home route and Today's screen. */
const TODAY_CHUNKS = [/^home-[\w-]+\.js$/, /^today-screen-[\w-]+\.js$/];

/**
 * Hands early-fetch.js the scripts of Today (those the page does not already load), as a data attribute it
 * turns into modulepreload links when this device has a signed-in reader on '/': they then download beside
 * the entry script instead of after it and the session check (decision 135). Visitors load none of them.
 */
export function withTodayChunks(html: string, files: readonly string[]): string {
  const extra = files.map((f) => `/assets/${f}`).filter((href) => !html.includes(href));
  if (extra.length === 0) return html;
  return html.replace(
    '<script src="/early-fetch.js"',
    `<script data-today="${extra.join(' ')}" src="/early-fetch.js"`,
  );
}

/** Today's chunks in the build at `assets` (none when a name has changed: then nothing is preloaded). */
function todayChunks(assets: string): string[] {
  const names = readdirSync(assets);
  const roots = TODAY_CHUNKS.map((re) => names.find((name) => re.test(name)));
  if (roots.some((root) => root === undefined)) return [];
  return chunkClosure(roots as string[], (file) => readFileSync(join(assets, file), 'utf8'));
}

/**
 * The built SPA from dist/web (when `serveWeb` and it has been built) and the not-found handler: unknown
 * /api and /identity paths and missing assets answer a JSON 404, every other GET is the SPA's shell (its
 * router shows the 404 page). Not-found answers count against the per-IP request ceiling (rate-limit.ts):
 * probing for paths is what scanners do.
 */
async function staticSpaPlugin(app: FastifyInstance, opts: { serveWeb?: boolean }) {
  const webIndex = join(WEB_DIST_DIR, 'index.html');
  const serveWeb = (opts.serveWeb ?? true) && existsSync(webIndex);
  // Read once: the build does not change under a running server.
  const indexHtml = serveWeb
    ? withTodayChunks(
        shellFirst(readFileSync(webIndex, 'utf8')),
        todayChunks(join(WEB_DIST_DIR, 'assets')),
      )
    : '';
  // Revalidated on every visit (no-cache): a 304 while the build is the same.
  const indexEtag = `"${createHash('sha256').update(indexHtml).digest('base64url').slice(0, 22)}"`;
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: WEB_DIST_DIR,
      // One `/*` route that looks the file up per request (decision 139): `wildcard: false` registered a
      // GET and a HEAD route for each of the build's ~270 files at every start. A path that is no file
      // goes to the not-found handler below, as before.
      wildcard: true,
      // A folder ('/assets/') is no file: the not-found handler answers it, not a 403.
      allowedPath: (pathName) => !pathName.endsWith('/'),
      index: false,
      // Hashed assets come with .br and .gz made at build time (vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(WEB_DIST_DIR, 'assets')}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }

  app.setNotFoundHandler({ preHandler: app.requestRateLimit }, (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    if (path === '/api' || path.startsWith('/api/') || path.startsWith('/identity/')) {
      return reply
        .status(404)
        .send({ message: `No such endpoint: ${req.method} ${path}`, code: 'not_found' });
    }
    if (path.startsWith('/assets/')) {
      // A hashed file that is not (or no longer) here: never answer it with the HTML shell.
      return reply.status(404).send({ message: 'Not found', code: 'not_found' });
    }
    if (serveWeb && (req.method === 'GET' || req.method === 'HEAD')) {
      // Every other path is the SPA: its router shows the 404 page for unknown routes.
      reply.header('cache-control', 'no-cache').header('etag', indexEtag);
      if (req.headers['if-none-match'] === indexEtag) return reply.status(304).send();
      return reply.type('text/html; charset=utf-8').send(indexHtml);
    }
    return reply.status(404).send({ message: 'Not found', code: 'not_found' });
  });
}

export default fp(staticSpaPlugin, { name: 'static-spa', dependencies: ['request-rate-limit'] });
