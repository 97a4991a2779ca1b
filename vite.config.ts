import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Shared code is `@core/...`, the site's (both apps') `@site/...`: declared for TypeScript, and so
 * for esbuild, tsx and Playwright, in tsconfig.json's `paths`; rollup.config.ts has them too.
 */
export const SOURCE_ALIASES = {
  '@core': fileURLToPath(new URL('./core', import.meta.url)),
  '@site': fileURLToPath(new URL('./site/src', import.meta.url)),
};

/** Client build of the admin app; the public pages' islands are built with the widgets (rollup.config.ts). */
export default defineConfig({
  publicDir: 'site/public',
  resolve: { alias: SOURCE_ALIASES },
  build: {
    outDir: 'dist/hosting',
    emptyOutDir: true,
    manifest: true,
    sourcemap: true,
    rollupOptions: {
      input: ['site/src/admin/entry-admin.tsx'],
      onwarn(warning, warn) {
        // Radix marks its modules "use client"; that directive means nothing in this build.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
