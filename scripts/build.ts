/**
 * Builds what Hosting and the Functions emulator serve, in three steps (BUILD_STEPS):
 *  1. client: the admin app's bundles (Vite) into dist/hosting,
 *  2. widgets: the widget bundles and the public pages' islands (rollup.config.ts) into
 *     dist/hosting/widgets,
 *  3. functions: the functions (with core/ and the site's server renderer) into functions/lib
 *     (esbuild), with the client's and the widgets' manifests and the preview images' fonts
 *     beside them.
 * A step runs only when its declared inputs changed since it last built or its output is missing
 * (`npm run build` and `npm test` build all three). Site settings come from the environment, and
 * from functions/.env when it exists.
 */
import {
  build as esbuild,
  context,
  type BuildContext,
  type BuildOptions,
  type Plugin as EsbuildPlugin,
} from 'esbuild';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { rollup, type OutputOptions, type RollupCache, type RollupOptions } from 'rollup';
import { build as viteBuild } from 'vite';
import { readSiteSettings, SITE_SETTINGS_ENV } from '@core/site/settings';
import { WIDGET_MANIFEST_FILE } from '@core/generators/widget-manifest';
import { WORKER_FILE as IMAGE_WORKER_FILE } from '../functions/src/images/reencode-within-budget';
import { FONT_FILES, FONTS_FOLDER } from '../functions/src/results/preview-fonts';
import { POST_MAIL_FILE } from '../functions/src/newsletter/newsletter-mails';
import { FIRST_FRAMES_FILE } from '../functions/src/ssr/first-frames';
import {
  readInputs,
  rebuildReason,
  storedRecord,
  storeRecord,
  type StepInputs,
} from './lib/build-inputs';
import { ROOT } from './lib/paths';
import { minifyStyledTemplates, WIDGET_SOURCE } from './lib/styled-templates';

/** Packages the deployed functions install themselves (functions/package.json dependencies). */
async function functionDependencies(): Promise<string[]> {
  const pkg = JSON.parse(await readFile(join(ROOT, 'functions/package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return Object.keys(pkg.dependencies ?? {});
}

/**
 * State kept between builds of one `npm run dev`: each step rebuilds from what it built last
 * (rollup's module cache, esbuild's incremental context) and leaves the files it replaced, which
 * pages already open may still request.
 */
export interface BuildSession {
  incremental: boolean;
  rollupCaches: (RollupCache | undefined)[];
  functions?: BuildContext;
  firstFrames?: BuildContext;
}

export const newBuildSession = (incremental: boolean): BuildSession => ({
  incremental,
  rollupCaches: [],
});

const HOSTING = join(ROOT, 'dist/hosting');
const WIDGETS = join(HOSTING, 'widgets');
/** Folders of dist/hosting that other steps write (Vite would empty them with the rest). */
const NOT_CLIENT = new Set(['widgets']);

export async function buildClient(session: BuildSession): Promise<void> {
  if (!session.incremental && existsSync(HOSTING)) {
    for (const entry of await readdir(HOSTING)) {
      if (!NOT_CLIENT.has(entry)) await rm(join(HOSTING, entry), { recursive: true, force: true });
    }
  }
  await viteBuild({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { emptyOutDir: false },
  });
}

export async function buildWidgets(session: BuildSession): Promise<void> {
  const { default: configs } = (await import('../rollup.config')) as { default: RollupOptions[] };
  // In order: the loader build reads the hashed entry names the ESM build recorded.
  for (const [index, config] of configs.entries()) {
    const bundle = await rollup({
      ...config,
      cache: session.rollupCaches[index],
      // Radix marks its modules "use client"; that directive means nothing in this build.
      onwarn: (warning, warn) => warning.code === 'MODULE_LEVEL_DIRECTIVE' || warn(warning),
    });
    if (session.incremental) session.rollupCaches[index] = bundle.cache;
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
async function nodeBundleOptions(
  entries: Record<string, string>,
  outdir: string,
): Promise<BuildOptions> {
  const external = await functionDependencies();
  return {
    entryPoints: Object.fromEntries(
      Object.entries(entries).map(([name, entry]) => [name, join(ROOT, entry)]),
    ),
    outdir,
    outExtension: { '.js': '.cjs' },
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
  };
}

/** Bundles `entry` into `outfile`, which ends in .cjs. */
export async function bundleForNode(entry: string, outfile: string): Promise<void> {
  await esbuild(await nodeBundleOptions({ [basename(outfile, '.cjs')]: entry }, dirname(outfile)));
}

const FUNCTIONS_LIB = join(ROOT, 'functions/lib');

/**
 * What functions/lib holds, by name without .cjs: the functions, the process that converts an
 * image under a time and memory budget, which they start from its file, and a post's newsletter
 * mail (React Email), which a send loads from its file so no other function's start pays for it.
 */
export const FUNCTION_ENTRIES: Record<string, string> = {
  index: 'functions/src/index.ts',
  [basename(IMAGE_WORKER_FILE, '.cjs')]: 'functions/src/images/reencode-worker.ts',
  [basename(POST_MAIL_FILE, '.cjs')]: 'functions/src/newsletter/post-email.tsx',
};

/**
 * The generators' first frames as the ssr function renders them (widgets/server/first-frames.tsx),
 * in a file of their own: the widgets run on Preact, as their own build has them (rollup.config.ts),
 * where the site's server renderer beside them in index.cjs runs on React. styled-components is
 * bundled with them, so that it too takes Preact for React.
 */
export const FIRST_FRAMES_ENTRY = 'widgets/server/first-frames.tsx';

/**
 * The widgets' CSS minified as their own build has it (rollup.config.ts): styled-components names
 * a class after its CSS, so the first frame's classes match the hydrating widget's.
 */
const minifiedStyledTemplates: EsbuildPlugin = {
  name: 'minified-styled-templates',
  setup(build) {
    build.onLoad({ filter: WIDGET_SOURCE }, async ({ path }) => {
      const code = await readFile(path, 'utf8');
      const minified = minifyStyledTemplates(code, path);
      return {
        contents: minified
          ? `${minified.code}\n//# sourceMappingURL=${minified.map.toUrl()}`
          : code,
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

async function firstFramesOptions(): Promise<BuildOptions> {
  const base = await nodeBundleOptions(
    { [basename(FIRST_FRAMES_FILE, '.cjs')]: FIRST_FRAMES_ENTRY },
    FUNCTIONS_LIB,
  );
  const { brandThemeKey } = readSiteSettings(process.env);
  return {
    ...base,
    plugins: [minifiedStyledTemplates],
    alias: {
      react: 'preact/compat',
      'react-dom': 'preact/compat',
      'react-dom/client': 'preact/compat/client',
      'react/jsx-runtime': 'preact/jsx-runtime',
      stylis: join(ROOT, 'widgets/shared/stylis-without-prefixer.js'),
      'stylis-with-prefixer': join(ROOT, 'node_modules/stylis/index.js'),
    },
    define: {
      ...base.define,
      __BRAND_THEME_KEY__: JSON.stringify(brandThemeKey),
      // The widgets' API origin, which nothing rendered on the server uses.
      'import.meta.url': '"http://localhost/"',
    },
  };
}

/** The preview images' fonts, as the functions find them: beside the code that reads them. */
const PREVIEW_FONTS = join(ROOT, 'functions/src/results', FONTS_FOLDER);
const previewFontOutputs = FONT_FILES.map(({ file }) => `functions/lib/${FONTS_FOLDER}/${file}`);

/** Copies the preview images' fonts into `dir`/fonts, beside a bundle that renders them. */
export async function copyPreviewFonts(dir: string): Promise<void> {
  await mkdir(join(dir, FONTS_FOLDER), { recursive: true });
  for (const { file } of FONT_FILES)
    await copyFile(join(PREVIEW_FONTS, file), join(dir, FONTS_FOLDER, file));
}

export async function buildFunctions(session: BuildSession): Promise<void> {
  if (session.incremental) {
    // Written over in place: the Functions emulator reloads on a change, not on a new file.
    session.functions ??= await context(await nodeBundleOptions(FUNCTION_ENTRIES, FUNCTIONS_LIB));
    session.firstFrames ??= await context(await firstFramesOptions());
    await Promise.all([session.functions.rebuild(), session.firstFrames.rebuild()]);
  } else {
    await rm(FUNCTIONS_LIB, { recursive: true, force: true });
    await Promise.all([
      esbuild(await nodeBundleOptions(FUNCTION_ENTRIES, FUNCTIONS_LIB)),
      esbuild(await firstFramesOptions()),
    ]);
  }
  await copyFile(join(HOSTING, '.vite/manifest.json'), join(FUNCTIONS_LIB, 'client-manifest.json'));
  await copyFile(join(WIDGETS, WIDGET_MANIFEST_FILE), join(FUNCTIONS_LIB, WIDGET_MANIFEST_FILE));
  await copyPreviewFonts(FUNCTIONS_LIB);
}

/** Read by every step: dependency versions, compiler settings, this script. */
const SHARED_INPUTS = ['package-lock.json', 'tsconfig.json', 'scripts/build.ts'];

export interface BuildStep {
  name: string;
  /** What the output is made from. A step that starts reading another folder adds it here. */
  inputs: StepInputs;
  /** Files later steps or the emulators need: when one is missing, the step builds. */
  outputs: readonly string[];
  /** Where the inputs it last built from are recorded: beside its output, gone with it. */
  record: string;
  build(session: BuildSession): Promise<void>;
}

/** In order: the functions step copies the client's and the widgets' manifests. */
export const BUILD_STEPS: readonly BuildStep[] = [
  {
    name: 'client',
    inputs: { paths: ['site', 'core', 'vite.config.ts', ...SHARED_INPUTS], env: ['NODE_ENV'] },
    outputs: ['dist/hosting/.vite/manifest.json'],
    record: 'dist/hosting/.vite/build-inputs.json',
    build: buildClient,
  },
  {
    name: 'widgets',
    inputs: {
      // site/src: the public pages' islands are built here, with the generators.
      paths: [
        'widgets',
        'core',
        'site/src',
        'rollup.config.ts',
        'scripts/lib/styled-templates.ts',
        'scripts/lib/styled-tags-on-demand.ts',
        ...SHARED_INPUTS,
      ],
      // rollup.config.ts reads the site settings (the brand theme key).
      env: Object.values(SITE_SETTINGS_ENV),
    },
    outputs: ['dist/hosting/widgets/loader.js', `dist/hosting/widgets/${WIDGET_MANIFEST_FILE}`],
    record: 'dist/hosting/widgets/.build-inputs.json',
    build: buildWidgets,
  },
  {
    name: 'functions',
    inputs: {
      paths: [
        'functions/src',
        'functions/package.json',
        'site/src',
        'core',
        // The generators' first frames (firstFramesOptions), their CSS minified as the widgets'.
        'widgets',
        'scripts/lib/styled-templates.ts',
        'dist/hosting/.vite/manifest.json',
        `dist/hosting/widgets/${WIDGET_MANIFEST_FILE}`,
        ...SHARED_INPUTS,
      ],
      env: [],
    },
    outputs: [
      'functions/lib/index.cjs',
      `functions/lib/${IMAGE_WORKER_FILE}`,
      `functions/lib/${FIRST_FRAMES_FILE}`,
      `functions/lib/${POST_MAIL_FILE}`,
      'functions/lib/client-manifest.json',
      `functions/lib/${WIDGET_MANIFEST_FILE}`,
      ...previewFontOutputs,
    ],
    record: 'functions/lib/.build-inputs.json',
    build: buildFunctions,
  },
];

export interface BuildOptionsForRun {
  /** Build every step, whatever its record says. */
  force?: boolean;
  session?: BuildSession;
}

/**
 * Runs the steps whose inputs changed or whose output is missing, in order, and says which it
 * reused. Returns the names of the steps it built.
 */
export async function buildAll({
  force = false,
  session = newBuildSession(false),
}: BuildOptionsForRun = {}): Promise<string[]> {
  const started = Date.now();
  const envFile = join(ROOT, 'functions/.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const built: string[] = [];
  const reused: string[] = [];
  for (const step of BUILD_STEPS) {
    const recordFile = join(ROOT, step.record);
    const current = readInputs(ROOT, step.inputs, process.env);
    const missing = step.outputs.filter((output) => !existsSync(join(ROOT, output)));
    const reason = force
      ? 'a full build'
      : rebuildReason(await storedRecord(recordFile), current, missing);
    if (reason === null) {
      reused.push(step.name);
      continue;
    }
    console.log(`Building ${step.name} (${reason})...`);
    await step.build(session);
    // What it read before building: a file edited during the build counts as changed next time.
    await storeRecord(recordFile, current);
    built.push(step.name);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    built.length
      ? `Built ${built.join(', ')} in ${seconds} s${reused.length ? `; reused ${reused.join(', ')} (inputs unchanged)` : ''}`
      : `Reused the client, widgets and functions builds (inputs unchanged; checked in ${seconds} s)`,
  );
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll({ force: true });
}
