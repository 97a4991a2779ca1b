import { defineConfig } from 'vite';

/** Client build of the admin app; the public pages' islands are built with the widgets (rollup.config.ts). */
export default defineConfig({
  publicDir: 'site/public',
  // `@core/...` is shared code; tsconfig.json's `paths` is where the alias is declared.
  resolve: { tsconfigPaths: true },
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
