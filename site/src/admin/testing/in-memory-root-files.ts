import {
  ROOT_FILE_TEXT,
  rootFileContentProblem,
  rootFileContentType,
  rootFileNameProblem,
  type RootFile,
} from '@core/site/root-files';
import { AdminApiError } from '../data/admin-api';
import type { RootFilesStore } from '../data/root-files-store';

export interface InMemoryRootFilesSeed {
  files?: RootFile[];
  /** Calls that fail, for the error states. */
  failing?: ('list' | 'upload' | 'remove')[];
  /** An upload that never settles: the uploading state. */
  uploadNeverEnds?: boolean;
}

const ORIGIN = 'https://elfletter.example';

export function sampleRootFile(name: string, size = 58, uploadedAt = '2026-11-20T10:00:00.000Z') {
  return {
    name,
    size,
    contentType: rootFileContentType(name),
    uploadedAt,
    publicUrl: `${ORIGIN}/${name}`,
  } satisfies RootFile;
}

/** The root file calls kept in memory, with the server's guards. */
export function inMemoryRootFiles(seed: InMemoryRootFilesSeed = {}): RootFilesStore {
  let files = [...(seed.files ?? [])];
  const fail = (call: 'list' | 'upload' | 'remove', message: string) => {
    if (seed.failing?.includes(call)) throw new AdminApiError(message, 500);
  };
  return {
    list: async () => {
      fail('list', 'The file list could not be read');
      return [...files].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
    },
    upload: async (file, name) => {
      if (seed.uploadNeverEnds) await new Promise(() => {});
      fail('upload', 'Storage is unavailable');
      const problem =
        rootFileNameProblem(name) ??
        rootFileContentProblem(new Uint8Array(await file.arrayBuffer()));
      if (problem) throw new AdminApiError(problem, 400);
      const saved = sampleRootFile(name, file.size, new Date().toISOString());
      files = [...files.filter((f) => f.name !== name), saved];
      return { success: true, publicUrl: saved.publicUrl, file: saved };
    },
    remove: async (name) => {
      fail('remove', 'Storage is unavailable');
      if (!files.some((f) => f.name === name))
        throw new AdminApiError(ROOT_FILE_TEXT.notFound(name), 404);
      files = files.filter((f) => f.name !== name);
    },
  };
}
