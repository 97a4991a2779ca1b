import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { namePartSchema } from '@core/content-schemas';
import type { NamePart } from '@core/models';
import { primaryButtonStyles } from '../../../components/form-styles';
import { useToast } from '../../../components/toaster';
import { FormField } from '../../components/form-field';
import { ImportPanel } from '../../components/import-panel/import-panel';
import { IMPORT_PANEL_TEXT } from '../../components/import-panel/import-text';
import { useAdminData } from '../../data/admin-data';
import { ELF_NAMES_TEXT, type NamePartKind } from './elf-names-text';

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
export function AddNamePartForm({
  kind,
  onAdded,
}: {
  kind: NamePartKind;
  onAdded(part: NamePart): void;
}) {
  const data = useAdminData();
  const toast = useToast();
  const [value, setValue] = useState('');
  const [category, setCategory] = useState('');
  const [errors, setErrors] = useState<{ value?: string; category?: string }>({});
  const [pending, setPending] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!value.trim() || pending) return;
    const input = { value, category: category.trim() || undefined };
    const parsed = namePartSchema.safeParse(input);
    if (!parsed.success) {
      const byField: { value?: string; category?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'category' ? 'category' : 'value';
        byField[field] ??= issue.message;
      }
      setErrors(byField);
      return;
    }
    setPending(true);
    try {
      onAdded(await data.content.create(kind, input));
      toast({ title: ELF_NAMES_TEXT.added(kind) });
      setValue('');
      nameInput.current?.focus();
    } catch (error) {
      toast({
        title: ELF_NAMES_TEXT.addFailed(kind),
        description: message(error),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={ELF_NAMES_TEXT.addForm(kind)}>
      <div className="fields">
        <FormField label={ELF_NAMES_TEXT.newName(kind)} error={errors.value}>
          {(props) => (
            <input
              {...props}
              ref={nameInput}
              value={value}
              autoComplete="off"
              onChange={(event) => {
                setValue(event.target.value);
                setErrors((e) => ({ ...e, value: undefined }));
              }}
            />
          )}
        </FormField>
        <FormField
          label={ELF_NAMES_TEXT.category}
          hint={ELF_NAMES_TEXT.categoryHint}
          error={errors.category}
        >
          {(props) => (
            <input
              {...props}
              value={category}
              autoComplete="off"
              onChange={(event) => {
                setCategory(event.target.value);
                setErrors((e) => ({ ...e, category: undefined }));
              }}
            />
          )}
        </FormField>
      </div>
      <button type="submit" disabled={!value.trim() || pending}>
        {pending ? ELF_NAMES_TEXT.adding : ELF_NAMES_TEXT.add}
      </button>
    </Form>
  );
}

/**
 * Imports many names at once with the shared import panel (a dry run, then a server-side job),
 * as a list (split on new lines and commas, trimmed, blanks dropped) or CSV/JSON, with one
 * optional category for all (spec §5).
 */
export function BulkImportForm({ kind, onImported }: { kind: NamePartKind; onImported(): void }) {
  const toast = useToast();
  const [category, setCategory] = useState('');
  return (
    <Bulk>
      <FormField label={ELF_NAMES_TEXT.bulkCategory} hint={ELF_NAMES_TEXT.categoryHint}>
        {(props) => (
          <input
            {...props}
            value={category}
            autoComplete="off"
            onChange={(event) => setCategory(event.target.value)}
          />
        )}
      </FormField>
      <ImportPanel
        kind={kind}
        formats={['list', 'csv', 'json']}
        category={category.trim() || undefined}
        onFinished={(detail) => {
          toast({
            title: ELF_NAMES_TEXT.importComplete,
            description: IMPORT_PANEL_TEXT.summary(detail.job),
          });
          onImported();
        }}
      />
    </Bulk>
  );
}
