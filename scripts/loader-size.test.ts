/**
 * The loader every embedding page downloads first stays within its budget. Built here as the
 * build makes it (rollup.config.ts's plugins, terser and all), but with types stripped by esbuild
 * rather than checked (the build's TypeScript plugin takes half a minute; tsc checks them), and
 * pointing at files named as the build names them: a few seconds.
 */
import { transform } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { rollup, type OutputOptions, type Plugin } from 'rollup';
import { LOADER_GZIP_BUDGET, loaderOptions } from '../rollup.config';

const stripTypes: Plugin = {
  name: 'strip-types',
  async transform(code, id) {
    if (!/\.tsx?$/.test(id)) return null;
    const result = await transform(code, {
      loader: id.endsWith('x') ? 'tsx' : 'ts',
      target: 'es2022',
      sourcemap: true,
      sourcefile: id,
    });
    return { code: result.code, map: result.map };
  },
};

/** Hashed names as rollup writes them (eight characters of base64url): they barely compress. */
const RUNTIME = 'immutable/runtime-daH4yegW.js';
const TARGETS = {
  entries: {
    'elf-name': ['immutable/elf-name-BoRa7j5L.js', RUNTIME],
    craft: ['immutable/craft-Baaor2wS.js', RUNTIME],
    scene: ['immutable/scene-Ba2yY3q2.js', RUNTIME],
    recipe: ['immutable/recipe-DC_on5Jp.js', RUNTIME],
  },
  frames: 'immutable/loader-frames-Qm7xK2pT.js',
};

describe('the widget loader', () => {
  it(`is at most ${LOADER_GZIP_BUDGET} bytes of gzip`, async () => {
    const options = loaderOptions('loader.js', () => TARGETS, stripTypes);
    const bundle = await rollup(options);
    const { output } = await bundle.generate(options.output as OutputOptions);
    await bundle.close();
    const [loader] = output;
    // As served (the code ends with the source map's comment), gzipped as npm run bench does.
    const bytes = gzipSync(loader.code, { level: 9 }).length;
    expect(loader.code).toContain(TARGETS.frames);
    expect(bytes).toBeLessThanOrEqual(LOADER_GZIP_BUDGET);
  }, 30_000);
});
