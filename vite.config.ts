import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Writes a .br (quality 11) and a .gz (level 9) beside every hashed script, stylesheet and SVG, once at
 * build time; the server sends them as they are (@fastify/static preCompressed) instead of compressing
 * each response at a fast, weaker setting (decision 092).
 */
function precompress(): Plugin {
  return {
    name: 'lamplight-precompress',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist/web', 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const body = readFileSync(join(dir, name));
        if (body.length < 1024) continue;
        writeFileSync(
          join(dir, `${name}.br`),
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Minifies the classic scripts copied from web/public (early-fetch.js, decision 135): they are written to be
 * read, and the landing page loads early-fetch.js on every first visit (decision 141).
 */
function minifyPublicScripts(): Plugin {
  const scripts = ['early-fetch.js'];
  return {
    name: 'lamplight-minify-public-scripts',
    apply: 'build',
    writeBundle(options) {
      for (const name of scripts) {
        const file = join(options.dir ?? 'dist/web', name);
        const { code, errors } = minifySync(name, readFileSync(file, 'utf8'), {
          compress: true,
          mangle: true,
        });
        if (errors.length) throw new Error(`minifying ${name}: ${errors[0]!.message}`);
        writeFileSync(file, code);
      }
    },
  };
}

/**
 * The lucide icons the landing page names (read from its source): they stay out of the icon chunk, which
 * visitors never load (decision 141).
 */
function landingIcons(): Set<string> {
  const dir = fileURLToPath(new URL('./web/features/landing/components/', import.meta.url));
  const icons = new Set<string>();
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.tsx') || name.endsWith('.test.tsx')) continue;
    const source = readFileSync(join(dir, name), 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g)) {
      for (const icon of list!
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)) {
        icons.add(icon.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase());
      }
    }
  }
  if (icons.size === 0)
    throw new Error('No lucide icon found in the landing page: update landingIcons()');
  return icons;
}

const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([\w-]+)\.mjs$/;

/**
 * Preloads the Latin faces of the two variable fonts (Inter for the interface, Literata for scripture),
 * so they arrive with the scripts instead of after the first render, when swapping them in would move
 * text that is already on screen (layout shift; decision 092).
 */
function preloadFonts(): Plugin {
  const faces = [
    /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/,
    /^assets\/literata-latin-wght-normal-[\w-]+\.woff2$/,
  ];
  return {
    name: 'lamplight-preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {});
        return faces.map((face) => {
          const file = files.find((name) => face.test(name));
          if (!file) throw new Error(`No font file matches ${face}: update preloadFonts()`);
          return {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              crossorigin: '',
            },
            injectTo: 'head',
          };
        });
      },
    },
  };
}

/**
 * Installable and offline (decision 131): the web app manifest, and the service worker built from
 * web/pwa/sw.ts with Workbox. The app registers it itself, after the page has loaded (web/pwa/register.ts),
 * and a new version waits until the reader chooses Reload ('prompt').
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'pwa',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'Lamplight',
    short_name: 'Lamplight',
    description:
      "Daily Bible reading with insights, Strong's lookup, reflections and reading plans.",
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#faf7f0',
    background_color: '#faf7f0',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  // The manifest's icons are fetched by the browser when it installs, not precached.
  includeManifestIcons: false,
  injectManifest: {
    // The shell: the page, the hashed scripts and styles of the reader's screens, the two preloaded
    // Latin font faces and the favicon. The admin area and the payment screen (online-only work), and
    // other font subsets, are left out: kept once used (sw.ts).
    globPatterns: [
      'index.html',
      'early-fetch.js',
      'assets/*.{js,css}',
      'assets/*-latin-wght-normal-*.woff2',
      'favicon.svg',
    ],
    globIgnores: [
      'assets/{admin,access-denied,secret-admin-portal,stat-card,users-list,user-tier-badge,notify}-*',
      'assets/{subscription,payment-form}-*',
    ],
    // One classic script: sw.js, registered without `type: 'module'`.
    rollupFormat: 'iife',
  },
  devOptions: { enabled: false },
});

const LANDING_ICONS = landingIcons();

const serverPort = Number(process.env.API_PORT ?? 5001);
const target = `http://127.0.0.1:${serverPort}`;

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), preloadFonts(), minifyPublicScripts(), precompress(), pwa],
  resolve: {
    alias: {
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
      '@': fileURLToPath(new URL('./web', import.meta.url)),
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // Every browser the app supports knows modulepreload; the polyfill only cost the entry bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The entry's static imports stay in the entry file (decision 141). Left alone, Rolldown split
            // the modules the entry shares with a lazy chunk (React, TanStack Query, Vite's preload helper)
            // into small files of their own, each one more request and its own gzip overhead.
            { name: 'boot', tags: ['$initial'] },
            // Every icon but the landing page's in one file: about 25 on Today, each its own file before.
            {
              name: 'icons',
              test: (id) => {
                const icon = LUCIDE_ICON.exec(id)?.[1];
                return icon !== undefined && !LANDING_ICONS.has(icon);
              },
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5000),
    strictPort: true,
    proxy: {
      '/api': target,
      '/identity': target,
      '/healthz': target,
    },
  },
});
