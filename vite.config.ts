import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const clientRoot = path.resolve(import.meta.dirname, 'src/client');

/**
 * Puts the landing page, rendered to HTML at build time, into index.html's root element, so the
 * first paint needs only the HTML and CSS (DECISIONS §7: Lighthouse performance >= 95 on mobile).
 * The copy is inert (nothing in it works before the app has loaded) and the app's createRoot
 * replaces it. The entry script and its preloads move to public/app-loader.js, which hides the copy
 * on every route but / and, on /, requests the JavaScript once the copy has painted.
 */
function prerenderLanding(): Plugin {
  return {
    name: 'solace:prerender-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const ssr = await createServer({
          configFile: false,
          root: clientRoot,
          plugins: [react()],
          server: { middlewareMode: true, hmr: false, ws: false },
          appType: 'custom',
          logLevel: 'error',
        });
        let landing: string;
        try {
          const { renderLanding } = (await ssr.ssrLoadModule('/features/landing/prerender.tsx')) as {
            renderLanding: () => string;
          };
          landing = renderLanding();
        } finally {
          await ssr.close();
        }
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        const loader = '<script src="/app-loader.js"></script>';
        const root = '<div id="root"></div>';
        if (!entry || !html.includes(loader) || !html.includes(root))
          throw new Error('index.html lacks the entry script, the app loader or an empty root');
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        for (const tag of [entry[0], ...preloads.map((p) => p[0])]) html = html.replace(tag, '');
        const loaderWithEntry = `<script src="/app-loader.js" data-entry="${entry[1]}" data-preload="${preloads.map((p) => p[1]).join(' ')}"></script>`;
        return html
          .replace(loader, loaderWithEntry)
          .replace(root, `<div id="root"><div id="prerendered" inert>${landing}</div></div>`);
      },
    },
  };
}

/**
 * Writes a Brotli and a gzip copy beside each text asset after the build; the server sends the one
 * the browser accepts (@fastify/static preCompressed), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'solace:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir).filter((f) => /\.(?:js|css|html|svg|json|txt|webmanifest)$/.test(f))) {
        // Every size: the bundler can split out a chunk of a few hundred bytes (an icon shared by the
        // entry and a lazy page), and every script the landing page loads is to be sent compressed.
        const data = fs.readFileSync(file);
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss(), prerenderLanding(), precompress()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // Everything the entry loads up front in one chunk. Left to itself the bundler splits modules
    // shared by the entry and lazy pages (react-dom and Radix Dialog, the Button) into small chunks
    // whose count depends on which pages exist; each costs a request and compresses worse (+3 KB
    // gzipped on signed-in pages, /pricing at the 150 KB budget). One chunk: 118 KB on /, was 120.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', ws: true },
      '/ws': { target: 'ws://localhost:3000', ws: true },
    },
  },
});
