import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { DEFAULT_APPLICATION_KEY } from './server/platform/config/config.ts';
import { compressedAssets } from './scripts/compressedAssetsPlugin.ts';
import { classicScripts } from './scripts/classicScriptPlugin.ts';
import { singleStylesheet } from './scripts/singleStylesheetPlugin.ts';

const backEnd = `http://127.0.0.1:${process.env.BACKEND_PORT ?? 3001}`;

/**
 * React Router's package points every bundler at its development build, whose warnings (and their checks) only a
 * developer reads: a production build takes the production one, the same code with its warnings off.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: resolve('node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: resolve('node_modules/react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  plugins: [
    react(),
    // react-aria ships its strings for 34 locales; the portal speaks French only.
    optimizeLocales.vite({ locales: ['fr-FR'] }),
    compressedAssets(),
    singleStylesheet(),
    classicScripts(['headScript']),
  ],
  define: {
    'import.meta.env.VITE_APPLICATION_KEY': JSON.stringify(process.env.APPLICATION_KEY ?? DEFAULT_APPLICATION_KEY),
  },
  ssr: {
    // The server bundle carries its dependencies, so that it runs from any build directory (SPA_ROOT).
    noExternal: true,
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/api': { target: backEnd, changeOrigin: false },
      '/oidc': { target: backEnd, changeOrigin: false },
      '/auth/config.json': { target: backEnd, changeOrigin: false },
      '/auth/silent': { target: backEnd, changeOrigin: false },
      '/dev/outbox': { target: backEnd, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The Content-Security-Policy allows resources from our own origin only: no data: URIs, no inline code.
    assetsInlineLimit: 0,
    // One stylesheet for every page (~14 KB gzip): a page waits for one request before it is painted, not one per
    // route chunk, and a route visited later has its styles already.
    cssCodeSplit: false,
    sourcemap: false,
    // Every browser the portal supports preloads modules itself: the polyfill would be half a kilobyte of every page.
    modulePreload: { polyfill: false },
    // The server links each rendered page's chunk and styles, found in the client build's manifest.
    manifest: !isSsrBuild,
    // The server bundle needs none of the public files: the client build serves them.
    copyPublicDir: !isSsrBuild,
    // A page the server rendered starts from a boot script of its own, which fetches the application's entry once
    // the page is painted (src/ssr/pageCode.ts), and runs a script before its first paint (src/ssr/pendingVisitor.ts).
    // The server bundle has its entry on the command line.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            input: {
              index: 'index.html',
              boot: 'src/ssr/boot.ts',
              headScript: 'src/ssr/headScript.ts',
            },
            // The entry lists every chunk's file name for its preloads: a hash alone keeps that list (and the first
            // page's JavaScript) 1.5 KB gzip lighter than `name-hash`; the manifest still maps each source to its chunk.
            output: {
              chunkFileNames: 'assets/[hash].js',
              // React and react-dom in one file, which the boot script starts in a task of its own (src/ssr/boot.ts).
              advancedChunks: {
                groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
              },
            },
          },
        }),
  },
}));
