/**
 * The demo generator content (what `npm start` seeds), for specs that measure widgets as the
 * figures in core were measured: the e2e stack starts empty.
 */
import { addDemoGeneratorContent } from '@test/demo-generator-content';
import { test } from './fixtures';

export { bumpVersion } from '@test/demo-generator-content';

/** For a spec file: writes the demo generator content before its tests, removes it after. */
export function writeDemoGeneratorContent(): void {
  let remove: (() => Promise<void>) | undefined;
  test.beforeAll(async () => {
    remove = await addDemoGeneratorContent();
  });
  test.afterAll(async () => {
    await remove?.();
  });
}
