/**
 * What every SettingsStore does (the generators' settings and robots.txt's extra lines), written
 * once: run against the in-memory store (in-memory-content.test.ts) and against the real adapter
 * calling the API on the emulators (test/contracts/admin-stores.int.test.ts). Settings are one
 * document per name for the whole site: each test saves a title of its own and puts the settings
 * it found back.
 */
import type { SceneSettings } from '@core/generators/generator-settings';
import { ROBOTS_BLOCKS_SITE_MESSAGE } from '@core/site/robots';
import type { SettingsStore } from '@site/admin/data/settings-store';

export function settingsStoreContract(backend: string, makeStore: () => Promise<SettingsStore>) {
  describe(`SettingsStore contract: ${backend}`, () => {
    let store: SettingsStore;
    let found: SceneSettings;
    let scene: SceneSettings;
    beforeEach(async () => {
      store = await makeStore();
      found = (await store.get('scene-generator')).settings;
      const title = `Contract ${Math.random().toString(36).slice(2, 10)}`;
      scene = { appearance: { title, description: 'Spin!', theme: 'minimal' } };
    });
    afterEach(async () => {
      await store.save('scene-generator', found);
    });

    it('answers what a save stored, with the time it was stored', async () => {
      const saved = await store.save('scene-generator', scene);
      expect(saved.settings).toEqual(scene);
      expect(new Date(saved.updatedAt!).toISOString()).toBe(saved.updatedAt);
      expect(await store.get('scene-generator')).toEqual(saved);
    });

    it('keeps settings saved again unchanged as they were, time included', async () => {
      const first = await store.save('scene-generator', scene);
      expect(await store.save('scene-generator', structuredClone(scene))).toEqual(first);
    });

    it('refuses invalid settings with the field at fault, and keeps the stored ones', async () => {
      const saved = await store.save('scene-generator', scene);
      await expect(
        store.save('scene-generator', { appearance: { ...scene.appearance, title: '' } }),
      ).rejects.toMatchObject({
        status: 400,
        message: 'Title is required',
        issues: [expect.objectContaining({ message: 'Title is required' })],
      });
      expect(await store.get('scene-generator')).toEqual(saved);
    });

    it('refuses robots.txt lines that keep every crawler out of the whole site', async () => {
      const before = await store.get('robots');
      await expect(
        store.save('robots', { extraLines: 'User-agent: *\nDisallow: /' }),
      ).rejects.toMatchObject({ status: 400, message: ROBOTS_BLOCKS_SITE_MESSAGE });
      expect(await store.get('robots')).toEqual(before);
    });
  });
}
