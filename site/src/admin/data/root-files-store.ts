import type { User } from 'firebase/auth';
import {
  type CopyFileToRootResponse,
  type RootFile,
  type StagedRootFile,
} from '@core/site/root-files';
import { callAdminApi, jsonRequest } from './admin-api';
import { apiPath } from '@core/api-routes';

/** The domain root file manager's calls (spec part 2 §7). */
export interface RootFilesStore {
  list(): Promise<RootFile[]>;
  /** Uploads the file, then copies it to the root as `name` (the spec's copy-file-to-root). */
  upload(file: File, name: string): Promise<CopyFileToRootResponse>;
  /** The spec's delete-root-file. */
  remove(name: string): Promise<void>;
}

export function apiRootFilesStore(user: () => User | null): RootFilesStore {
  return {
    list: async () =>
      (
        await callAdminApi<{ files: RootFile[] }>(user(), apiPath('rootFiles'), {
          cache: 'no-store',
        })
      ).files,
    upload: async (file, name) => {
      const staged = await callAdminApi<StagedRootFile>(user(), apiPath('rootFiles', { name }), {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: file,
      });
      return callAdminApi<CopyFileToRootResponse>(
        user(),
        apiPath('copyFileToRoot'),
        jsonRequest({ sourceUrl: staged.sourceUrl, destFileName: name }),
      );
    },
    remove: async (name) => {
      await callAdminApi(user(), apiPath('deleteRootFile'), jsonRequest({ fileName: name }));
    },
  };
}
