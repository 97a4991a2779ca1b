import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { NamePartKind } from '@core/generators/content-kinds';
import { namePartSchema } from '@core/generators/content-schemas';
import { primaryButtonStyles } from '@site/shared/components/form-styles';
import { useToast } from '@site/shared/components/use-toast';
import { TextField } from '@site/admin/components/form-field';
import { ImportPanel } from '@site/admin/components/import-panel/import-panel';
import { IMPORT_PANEL_TEXT } from '@site/admin/components/import-panel/import-text';
import { useEntityForm } from '@site/admin/components/use-entity-form';
import { useAdminData } from '@site/admin/data/admin-data';
import { useNamePartsCache } from '@site/admin/data/queries';
import { ELF_NAMES_TEXT } from './elf-names-text';

const Form = styled.form`
  display: grid;
  gap: 0.9rem;
  .fields {
    display: grid;
    gap: 0.9rem;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  button {
    ${primaryButtonStyles}
    justify-self: start;
  }
`;

const Bulk = styled.div`
  display: grid;
  gap: 1rem;
  > div:first-child {
    max-width: 24rem;
  }
`;

const message = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * Adds one name: the add button is disabled while the name is blank, Enter adds, the category
 * defaults to 'custom'. The name field is cleared (the category kept) for the next one.
 */
export function AddNamePartForm({ kind }: { kind: NamePartKind }) {
  const data = useAdminData();
  const { edit } = useNamePartsCache(kind);
  const toast = useToast();
  const nameInput = useRef<HTMLInputElement>(null);
  const { draft, field, reset, saving, submit } = useEntityForm({
    initial: () => ({ value: '', category: '' }),
    schema: namePartSchema,
    inputOf: ({ value, category }) => ({ value, category: category.trim() || undefined }),
    async save(values) {
      const added = await data.content.create(kind, values);
      edit((list) => [...list, added]);
      toast({ title: ELF_NAMES_TEXT.added(kind) });
      reset((current) => ({ ...current, value: '' }));
      nameInput.current?.focus();
    },
    onSaveFailed: (error) =>
      toast({
        title: ELF_NAMES_TEXT.addFailed(kind),
        description: message(error),
        variant: 'destructive',
      }),
  });
  const blank = !draft.value.trim();

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!blank) void submit();
      }}
      noValidate
      aria-label={ELF_NAMES_TEXT.addForm(kind)}
    >
      <div className="fields">
        <TextField
          label={ELF_NAMES_TEXT.newName(kind)}
          ref={nameInput}
          autoComplete="off"
          {...field('value')}
        />
        <TextField
          label={ELF_NAMES_TEXT.category}
          hint={ELF_NAMES_TEXT.categoryHint}
          autoComplete="off"
          {...field('category')}
        />
      </div>
      <button type="submit" disabled={blank || saving}>
        {saving ? ELF_NAMES_TEXT.adding : ELF_NAMES_TEXT.add}
      </button>
    </Form>
  );
}

/**
 * Imports many names at once with the shared import panel (a dry run, then a server-side job),
 * as a list (split on new lines and commas, trimmed, blanks dropped) or CSV/JSON, with one
 * optional category for all (spec §5).
 */
export function BulkImportForm({ kind }: { kind: NamePartKind }) {
  const toast = useToast();
  const { reread } = useNamePartsCache(kind);
  const [category, setCategory] = useState('');
  return (
    <Bulk>
      <TextField
        label={ELF_NAMES_TEXT.bulkCategory}
        hint={ELF_NAMES_TEXT.categoryHint}
        autoComplete="off"
        value={category}
        onChange={(event) => setCategory(event.target.value)}
      />
      <ImportPanel
        kind={kind}
        formats={['list', 'csv', 'json']}
        category={category.trim() || undefined}
        onFinished={(detail) => {
          toast({
            title: ELF_NAMES_TEXT.importComplete,
            description: IMPORT_PANEL_TEXT.summary(detail.job),
          });
          void reread();
        }}
      />
    </Bulk>
  );
}
