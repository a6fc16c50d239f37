import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { build, type BuildOptions, type Plugin } from 'esbuild';

/**
 * The production server (decision 139): our code and the npm packages it imports bundled into one ESM file,
 * dist/server/server.js, so a start compiles one file instead of resolving, reading and compiling hundreds of
 * modules. Packages stay external (loaded from node_modules) when they ship native code, WASM or files they
 * read relative to their own folder:
 * - @electric-sql/pglite: its postgres.wasm and pglite.data sit beside its JavaScript;
 * - @node-rs/argon2: a native addon chosen per platform.
 * The password judge's dictionaries (@zxcvbn-ts/*, 1.6 MB of word lists) stay outside too: they are imported
 * by the judge's worker thread when the first new password needs it (decisions 188, 192).
 * @fastify/swagger-ui serves files from its own folder (`__dirname`): it is bundled, with `__dirname`
 * pointing at its folder in node_modules (ownDirname below).
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
];

/** CommonJS files bundled although they read files beside them: their package and folder within it. */
const OWN_DIRNAME: { file: RegExp; pkg: string; folder: string }[] = [
  { file: /@fastify\/swagger-ui\/index\.js$/, pkg: '@fastify/swagger-ui', folder: '' },
  { file: /@fastify\/swagger-ui\/lib\/routes\.js$/, pkg: '@fastify/swagger-ui', folder: 'lib' },
];

/** Gives the files of OWN_DIRNAME their own folder in node_modules as `__dirname`, found at run time. */
const ownDirname: Plugin = {
  name: 'own-dirname',
  setup(b) {
    b.onLoad({ filter: /node_modules.*\.js$/ }, async (args) => {
      const hit = OWN_DIRNAME.find((o) => o.file.test(args.path.replaceAll('\\', '/')));
      if (!hit) return undefined;
      const source = await readFile(args.path, 'utf8');
      const dir = `require('node:path').join(require('node:path').dirname(require.resolve(${JSON.stringify(`${hit.pkg}/package.json`)})), ${JSON.stringify(hit.folder)})`;
      return { contents: `var __dirname = ${dir};\n${source}`, loader: 'js' };
    });
  },
};

rmSync('dist/server', { recursive: true, force: true });

/** What both bundles share: Node 20, ES modules, packages left outside, names kept, a map without sources. */
const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: EXTERNAL,
  // Whitespace and syntax only: names stay, so stack traces read well even without the map.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: 'none',
  // Node parses the map at start (--enable-source-maps): mappings only, not every source's text.
  sourcemap: true,
  sourcesContent: false,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
} satisfies BuildOptions;

await build({
  ...common,
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server/server.js',
  plugins: [ownDirname],
  // CommonJS packages inside an ES module bundle: their require() of Node's built-ins needs a real one.
  banner: {
    js: "import { createRequire as __lamplightCreateRequire } from 'node:module'; const require = __lamplightCreateRequire(import.meta.url);",
  },
});

// The thread that owns the embedded database (decision 184): its own file beside the bundle, which the
// server starts as a worker when PGlite runs in a worker thread.
await build({
  ...common,
  entryPoints: ['server/db/pglite-worker/worker.ts'],
  outfile: 'dist/server/pglite-worker.js',
});

// The password judge's thread (decision 192): started by the first new password, ended when idle.
await build({
  ...common,
  entryPoints: ['server/features/auth/password-judge/worker.ts'],
  outfile: 'dist/server/password-judge-worker.js',
});

// Only ASCII in the bundle (decision 146). V8 keeps a script's source in the heap for as long as it runs (lazy functions
// are compiled from it), and one character above U+00FF makes the whole text a two-byte string: 9 MB for a
// 4.7 MB file. esbuild escapes such characters in strings but leaves them in regular expression literals
// (the reference parser's book-name patterns, Unicode digit classes); written as \uXXXX escapes they mean
// the same in a pattern, a string, a template's cooked text or an identifier. The map's columns after an
// escaped character on the same line shift by five each: those lines are a few packages' patterns.
const BUNDLE = 'dist/server/server.js';
writeFileSync(BUNDLE, asciiOnly(readFileSync(BUNDLE, 'utf8')));

function asciiOnly(source: string): string {
  return source.replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// The entry `npm start` runs: turns on Node's compile cache where there is one (Node ≥ 22.1; a no-op on
// Node 20) before the bundle is compiled, so later starts reuse its compiled code.
await build({
  stdin: {
    contents: [
      "import module from 'node:module';",
      'module.enableCompileCache?.();',
      "await import('./server.js');",
    ].join('\n'),
    loader: 'js',
  },
  outfile: 'dist/server/main.js',
  bundle: false,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  logLevel: 'warning',
});
console.log(
  'built dist/server/main.js, dist/server/server.js, dist/server/pglite-worker.js and dist/server/password-judge-worker.js',
);
