import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  formatFileSize,
  ROOT_FILE_EXTENSIONS,
  ROOT_FILE_MAX_BYTES,
  ROOT_FILE_TEXT,
  rootFileNameProblem,
  WELL_KNOWN_PREFIX,
  type RootFile,
} from '@core/site/root-files';
import {
  dangerButtonStyles,
  errorMessageStyles,
  fieldStyles,
  primaryButtonStyles,
  secondaryButtonStyles,
} from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { AdminCard } from '@site/admin/components/admin-card';
import { ConfirmDialog } from '@site/admin/components/confirm-dialog';
import { DataTable, type Column } from '@site/admin/components/data-table';
import { useAdminData } from '@site/admin/data/admin-data';
import { useErrorToast } from '@site/admin/components/use-error-toast';
import { useRootFiles } from '@site/admin/data/queries';

export const ROOT_FILES_PAGE_TEXT = {
  title: 'Domain Root File Manager',
  intro:
    'Files uploaded here are served at the root of the site, for example https://your-site/ads.txt: search engine verification files, ads.txt, or .well-known/security.txt.',
  fileLabel: 'File',
  nameLabel: 'Name at the domain root',
  nameHint: `Letters, digits, dots, hyphens and underscores; put security.txt under ${WELL_KNOWN_PREFIX}. Types: ${ROOT_FILE_EXTENSIONS.map((e) => `.${e}`).join(', ')}; at most ${formatFileSize(ROOT_FILE_MAX_BYTES)}.`,
  upload: 'Upload',
  uploading: 'Uploading...',
  listTitle: 'Files at the domain root',
  view: 'View',
  delete: 'Delete',
  confirmTitle: 'Delete File',
  confirmText: (name: string) =>
    `Delete /${name}? It stops answering at the domain root at once. This action cannot be undone.`,
  deleting: 'Deleting...',
  retry: 'Try again',
} as const;

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
  min-width: 0;
  h1 {
    margin: 0;
  }
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 40rem;
  label,
  .field {
    display: grid;
    gap: 0.35rem;
  }
  label {
    font-weight: 600;
  }
  input[type='text'] {
    ${fieldStyles}
  }
  input[type='file'] {
    max-width: 100%;
  }
  .hint {
    font-weight: 400;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  .problem {
    ${errorMessageStyles}
  }
  button {
    ${primaryButtonStyles}
    justify-self: start;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  a {
    ${secondaryButtonStyles}
    padding: 0.35rem 0.75rem;
  }
  button {
    ${dangerButtonStyles}
    padding: 0.35rem 0.75rem;
  }
`;

const Name = styled.code`
  word-break: break-all;
`;

const uploadedAt = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Spec part 2 §2 Domain Root File Manager: pick a file, upload it, list, view and delete. */
export function RootFilesRoute() {
  const data = useAdminData();
  const toast = useToast();
  const errorToast = useErrorToast();
  const { state, setData, reload } = useRootFiles();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [uploading, setUploading] = useState(false);
  const [toDelete, setToDelete] = useState<RootFile | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state.status === 'error')
      toast({
        title: ROOT_FILE_TEXT.loadFailed,
        description: state.error.message,
        variant: 'destructive',
      });
  }, [state, toast]);

  const nameProblem = file ? rootFileNameProblem(name) : null;

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0] ?? null;
    setFile(picked);
    if (picked) setName(picked.name);
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      toast({
        title: ROOT_FILE_TEXT.noFileTitle,
        description: ROOT_FILE_TEXT.noFileText,
        variant: 'destructive',
      });
      return;
    }
    if (nameProblem) {
      toast({
        title: ROOT_FILE_TEXT.uploadFailed,
        description: nameProblem,
        variant: 'destructive',
      });
      return;
    }
    setUploading(true);
    try {
      const answer = await data.rootFiles.upload(file, name);
      setData((files) => [answer.file, ...files.filter((f) => f.name !== answer.file.name)]);
      toast({ title: ROOT_FILE_TEXT.uploaded, description: answer.publicUrl });
      setFile(null);
      setName('');
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      errorToast(ROOT_FILE_TEXT.uploadFailed, error);
    } finally {
      setUploading(false);
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await data.rootFiles.remove(toDelete.name);
      setData((files) => files.filter((f) => f.name !== toDelete.name));
      toast({ title: ROOT_FILE_TEXT.deleted, description: `/${toDelete.name}` });
    } catch (error) {
      errorToast(ROOT_FILE_TEXT.deleteFailed, error);
    }
  }

  const columns: Column<RootFile>[] = [
    { header: 'Name', cell: (f) => <Name>/{f.name}</Name> },
    { header: 'Size', cell: (f) => formatFileSize(f.size), nowrap: true },
    { header: 'Type', cell: (f) => f.contentType.split(';')[0], hideOnSmall: true },
    { header: 'Uploaded', cell: (f) => uploadedAt(f.uploadedAt), hideOnSmall: true, nowrap: true },
    {
      header: 'Actions',
      align: 'end',
      nowrap: true,
      cell: (f) => (
        <Actions>
          <a
            href={`/${f.name}`}
            target="_blank"
            rel="noreferrer"
            aria-label={`${ROOT_FILES_PAGE_TEXT.view} /${f.name}`}
          >
            {ROOT_FILES_PAGE_TEXT.view}
          </a>
          <button
            type="button"
            onClick={() => setToDelete(f)}
            aria-label={`${ROOT_FILES_PAGE_TEXT.delete} /${f.name}`}
          >
            {ROOT_FILES_PAGE_TEXT.delete}
          </button>
        </Actions>
      ),
    },
  ];

  return (
    <Page>
      <h1>{ROOT_FILES_PAGE_TEXT.title}</h1>
      <p>{ROOT_FILES_PAGE_TEXT.intro}</p>
      <AdminCard title="Upload a file">
        <Form onSubmit={upload} noValidate>
          <label>
            {ROOT_FILES_PAGE_TEXT.fileLabel}
            <input
              ref={fileInput}
              type="file"
              accept={ROOT_FILE_EXTENSIONS.map((e) => `.${e}`).join(',')}
              onChange={pick}
              disabled={uploading}
            />
          </label>
          {file && (
            <div className="field">
              <label htmlFor="root-file-name">{ROOT_FILES_PAGE_TEXT.nameLabel}</label>
              <input
                id="root-file-name"
                type="text"
                value={name}
                onChange={(e) => setName(e.target.value)}
                aria-invalid={nameProblem ? true : undefined}
                aria-describedby="root-file-name-hint"
                spellCheck={false}
                autoCapitalize="off"
                disabled={uploading}
              />
              <span id="root-file-name-hint" className={nameProblem ? 'problem' : 'hint'}>
                {nameProblem ?? ROOT_FILES_PAGE_TEXT.nameHint}
              </span>
            </div>
          )}
          <button type="submit" disabled={uploading}>
            {uploading ? ROOT_FILES_PAGE_TEXT.uploading : ROOT_FILES_PAGE_TEXT.upload}
          </button>
        </Form>
      </AdminCard>
      <AdminCard title={ROOT_FILES_PAGE_TEXT.listTitle}>
        <DataTable
          caption={ROOT_FILES_PAGE_TEXT.listTitle}
          columns={columns}
          rows={state.status === 'ready' ? state.data : []}
          rowKey={(f) => f.name}
          state={state.status}
          texts={{
            loading: ROOT_FILE_TEXT.loading,
            error: ROOT_FILE_TEXT.loadFailed,
            empty: ROOT_FILE_TEXT.empty,
          }}
          onRetry={reload}
        />
      </AdminCard>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title={ROOT_FILES_PAGE_TEXT.confirmTitle}
        description={toDelete ? ROOT_FILES_PAGE_TEXT.confirmText(toDelete.name) : ''}
        confirmLabel={ROOT_FILES_PAGE_TEXT.delete}
        pendingLabel={ROOT_FILES_PAGE_TEXT.deleting}
        onConfirm={confirmDelete}
      />
    </Page>
  );
}
