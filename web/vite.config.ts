import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from './src/theme/theme-store';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const gateway = process.env.GATEWAY_URL || 'http://127.0.0.1:3000';
const apiProxy = { '/api': { target: gateway, changeOrigin: false } };

/** Puts the theme boot script (declared in theme-store.ts) inline in <head>, before any paint. */
function themeBoot(): Plugin {
  return {
    name: 'greenroom-theme-boot',
    transformIndexHtml: (html) => html.replace('<!-- theme-boot -->', `<script>${THEME_BOOT_SCRIPT}</script>`),
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
