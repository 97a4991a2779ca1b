/**
 * What every RootFilesStore does (the files served at the domain root), written once: run against
 * the in-memory store (in-memory-root-files.test.ts) and against the real adapter calling the API
 * on the emulators (test/contracts/admin-stores.int.test.ts). Others' files may be listed too:
 * each test uses names of its own.
 */
import { ROOT_FILE_TEXT, rootFileContentType } from '@core/site/root-files';
import type { RootFilesStore } from '@site/admin/data/root-files-store';

export function rootFilesStoreContract(backend: string, makeStore: () => Promise<RootFilesStore>) {
  describe(`RootFilesStore contract: ${backend}`, () => {
    let store: RootFilesStore;
    let name: string;
    beforeEach(async () => {
      store = await makeStore();
      name = `contract-${Math.random().toString(36).slice(2, 10)}.txt`;
    });
    const text = (content: string) => new File([content], 'chosen-on-disk.txt');
    const listed = async () => (await store.list()).filter((file) => file.name === name);

    it('publishes an upload under the given name, and a second upload replaces it', async () => {
      const answer = await store.upload(text('google-site-verification: abc'), name);
      expect(answer).toMatchObject({
        success: true,
        file: { name, size: 29, contentType: rootFileContentType(name) },
      });
      expect(answer.publicUrl).toBe(answer.file.publicUrl);
      expect(answer.publicUrl.endsWith(`/${name}`)).toBe(true);
      await store.upload(text('replaced'), name);
      expect(await listed()).toEqual([expect.objectContaining({ name, size: 8 })]);
      await store.remove(name);
    });

    it('refuses a name or a file it cannot publish, and publishes nothing', async () => {
      await expect(store.upload(text('x'), 'robots.txt')).rejects.toMatchObject({
        status: 400,
        message: ROOT_FILE_TEXT.nameReserved('robots.txt'),
      });
      await expect(store.upload(text('x'), name.replace('.txt', '.exe'))).rejects.toMatchObject({
        status: 400,
        message: ROOT_FILE_TEXT.type('.exe'),
      });
      await expect(store.upload(text(''), name)).rejects.toMatchObject({
        status: 400,
        message: ROOT_FILE_TEXT.emptyFile,
      });
      expect(await listed()).toEqual([]);
    });

    it('deletes a file, and answers 404 naming a file that is not there', async () => {
      await store.upload(text('ads'), name);
      await store.remove(name);
      expect(await listed()).toEqual([]);
      await expect(store.remove(name)).rejects.toMatchObject({
        status: 404,
        message: ROOT_FILE_TEXT.notFound(name),
      });
    });
  });
}
