import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ImportJobDetail } from '../../../../../core/admin-content-api';
import { namePartSchema } from '../../../../../core/content-schemas';
import type { NamePart } from '../../../../../core/models';
import { primaryButtonStyles } from '../../../components/form-styles';
import { useToast } from '../../../components/toaster';
import { FormField } from '../../components/form-field';
import { useAdminData } from '../../data/admin-data';
import type { NamePartKind } from '../../data/content-api';
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

const Result = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 0.75rem 1rem;
  p {
    margin: 0 0 0.5rem;
    font-weight: 600;
  }
  ul {
    margin: 0;
    padding-left: 1.2rem;
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
      onAdded(await data.nameParts.add(kind, input));
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
 * Imports many names at once on the server (the import API, format 'list': split on new lines
 * and commas, trimmed, blanks dropped), with one optional category for all; then says how many
 * were imported, skipped as already there and rejected, and why each was not imported.
 */
export function BulkImportForm({ kind, onImported }: { kind: NamePartKind; onImported(): void }) {
  const data = useAdminData();
  const toast = useToast();
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<ImportJobDetail | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || pending) return;
    setPending(true);
    setResult(null);
    try {
      const detail = await data.nameParts.importList(kind, text, category.trim() || undefined);
      const { imported, skipped, rejected } = detail.job;
      setResult(detail);
      setText('');
      toast({
        title: ELF_NAMES_TEXT.importComplete,
        description: ELF_NAMES_TEXT.importSummary(imported, skipped, rejected),
      });
      onImported();
    } catch (error) {
      toast({
        title: ELF_NAMES_TEXT.importFailed,
        description: message(error),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-label={ELF_NAMES_TEXT.importForm(kind)}>
      <div className="fields">
        <FormField label={ELF_NAMES_TEXT.bulkLabel(kind)} hint={ELF_NAMES_TEXT.bulkHint}>
          {(props) => (
            <textarea
              {...props}
              rows={6}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </FormField>
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
      </div>
      <button type="submit" disabled={!text.trim() || pending}>
        {pending ? ELF_NAMES_TEXT.importing : ELF_NAMES_TEXT.import}
      </button>
      {result && (
        <Result role="status" data-testid="import-result">
          <p>
            {ELF_NAMES_TEXT.importSummary(
              result.job.imported,
              result.job.skipped,
              result.job.rejected,
            )}
          </p>
          {result.rows.length > 0 && (
            <ul aria-label={ELF_NAMES_TEXT.notImported}>
              {result.rows.map((row, i) => (
                <li key={`${row.line}-${i}`}>
                  Line {row.line}
                  {row.label ? ` (${row.label})` : ''}: {row.reason}
                </li>
              ))}
            </ul>
          )}
        </Result>
      )}
    </Form>
  );
}
