import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from './src/theme/theme-store.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const gateway = process.env.GATEWAY_URL || 'http://127.0.0.1:3000';
const apiProxy = { '/api': { target: gateway, changeOrigin: false } };

const THEME_BOOT_FILE = 'theme-boot.js';

/**
 * Runs the theme boot script (declared in theme-store.ts) in <head>, before any paint. It is a file,
 * not inline, so the Content-Security-Policy can keep script-src 'self' without hashes.
 */
function themeBoot(): Plugin {
  return {
    name: 'greenroom-theme-boot',
    transformIndexHtml: (html) => html.replace('<!-- theme-boot -->', `<script src="/${THEME_BOOT_FILE}"></script>`),
    configureServer(server) {
      server.middlewares.use(`/${THEME_BOOT_FILE}`, (_req, res) => {
        res.setHeader('content-type', 'text/javascript; charset=utf-8');
        res.end(THEME_BOOT_SCRIPT);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: THEME_BOOT_FILE, source: THEME_BOOT_SCRIPT });
    },
  };
}

export default defineConfig({
  root: webRoot,
  plugins: [react(), tailwindcss(), themeBoot()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: apiProxy,
    // The SPA imports the lead schema from functions/, outside web/.
    fs: { allow: [repoRoot] },
  },
  preview: { proxy: apiProxy },
});
