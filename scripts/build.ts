/**
 * Builds what Hosting and the Functions emulator serve:
 *  1. the admin app's bundles (Vite) into dist/hosting,
 *  2. the widget bundles and the public pages' islands (rollup.config.ts) into dist/hosting/widgets,
 *  3. the functions (with core/ and the site's server renderer) into functions/lib (esbuild).
 * Site settings come from the environment, and from functions/.env when it exists.
 */
import { build as esbuild } from 'esbuild';
import { existsSync } from 'node:fs';
import { copyFile, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { rollup, type OutputOptions, type RollupOptions } from 'rollup';
import { build as viteBuild } from 'vite';
import { WIDGET_MANIFEST_FILE } from '../core/widget-manifest';
import { ROOT } from './lib/paths';

/** Packages the deployed functions install themselves (functions/package.json dependencies). */
async function functionDependencies(): Promise<string[]> {
  const pkg = JSON.parse(await readFile(join(ROOT, 'functions/package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(pkg.dependencies ?? {});
}

export async function buildClient(): Promise<void> {
  await viteBuild({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
}

export async function buildWidgets(): Promise<void> {
  const { default: configs } = (await import('../rollup.config')) as { default: RollupOptions[] };
  // In order: the loader build reads the hashed entry names the ESM build recorded.
  for (const config of configs) {
    const bundle = await rollup({
      ...config,
      // Radix marks its modules "use client"; that directive means nothing in this build.
      onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning),
    });
    const outputs = ([] as OutputOptions[]).concat(config.output ?? []);
    for (const output of outputs) await bundle.write(output);
    await bundle.close();
  }
}

/**
 * Bundles server code for Node the way the deployed functions run it: site, core and widgets code
 * included (ESM builds first: styled-components' CommonJS default export does not survive
 * interop), the functions' own dependencies left to node_modules.
 */
export async function bundleForNode(entry: string, outfile: string): Promise<void> {
  const external = await functionDependencies();
  await esbuild({
    entryPoints: [join(ROOT, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: true,
    jsx: 'automatic',
    mainFields: ['module', 'main'],
    // Dependencies the function installs stay external, along with their subpaths.
    external: external.flatMap((name) => [name, `${name}/*`]),
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
}

export async function buildFunctions(): Promise<void> {
  await rm(join(ROOT, 'functions/lib'), { recursive: true, force: true });
  await bundleForNode('functions/src/index.ts', join(ROOT, 'functions/lib/index.cjs'));
  await copyFile(
    join(ROOT, 'dist/hosting/.vite/manifest.json'),
    join(ROOT, 'functions/lib/client-manifest.json'),
  );
  await copyFile(
    join(ROOT, 'dist/hosting/widgets', WIDGET_MANIFEST_FILE),
    join(ROOT, 'functions/lib', WIDGET_MANIFEST_FILE),
  );
}

export async function buildAll(): Promise<void> {
  const started = Date.now();
  const envFile = join(ROOT, 'functions/.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  await buildClient();
  await buildWidgets();
  await buildFunctions();
  console.log(
    `Built client, widgets and functions in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
