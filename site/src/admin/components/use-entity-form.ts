import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { AdminApiError } from '../data/admin-api';
import { parseWith, serverFieldErrors, type FieldErrors } from './form-issues';

/** The draft's fields that hold text, which a text input, a textarea or a select edits. */
type TextKey<Draft> = {
  [K in keyof Draft]: Draft[K] extends string ? K : never;
}[keyof Draft] &
  string;

type TextControlEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

export interface EntityFormOptions<Draft extends object, Schema extends z.ZodType> {
  /** The values the form starts with (read once: a form for another entity is remounted). */
  initial(): Draft;
  /** The shared schema the server checks too: its messages are the form's. */
  schema: Schema;
  /** What the schema reads, where the draft holds a field as typed (a number as text). */
  inputOf?(draft: Draft): unknown;
  /** Stores the values the schema parsed; throws what the server refused. */
  save(values: z.output<Schema>): Promise<void>;
  /** The field under which a refused duplicate (409) shows the server's message. */
  duplicateField?: keyof Draft & string;
  /** After the schema refused the draft (nothing was sent), with its messages by field. */
  onInvalid?(errors: FieldErrors): void;
  /** After a save failed; the draft stays as it was, for another try. */
  onSaveFailed?(error: unknown): void;
}

/**
 * An admin form's draft, its messages by field and its save: the draft is checked with the shared
 * schema before anything is sent, and what the server refuses is shown the same way. `dirty` says
 * the draft holds changes not yet saved (against the initial values, the last save or `reset`).
 */
export function useEntityForm<Draft extends object, Schema extends z.ZodType>(
  options: EntityFormOptions<Draft, Schema>,
) {
  const [values, setValues] = useState(() => {
    const initial = options.initial();
    return { draft: initial, saved: initial };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  // Read synchronously, so a second Enter before the next render does not send the draft twice.
  const pending = useRef(false);
  const { draft, saved } = values;

  const change = (patch: Partial<Draft>) => {
    setValues((v) => ({ ...v, draft: { ...v.draft, ...patch } }));
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key];
      return next;
    });
  };

  /** The value and change handler of a text control bound to `key`. */
  const bind = <K extends TextKey<Draft>>(key: K) => ({
    value: draft[key],
    // A select offers only the field's own values, so what it reports is one of them.
    onChange: (event: TextControlEvent) => change({ [key]: event.target.value } as Partial<Draft>),
  });

  /** A field bound to `key`: its value, change handler and message (for the admin's fields). */
  const field = <K extends TextKey<Draft>>(key: K) => ({ ...bind(key), error: errors[key] });

  /**
   * Starts over from `next` (or what it makes of the current draft), as if it had just been
   * loaded: no messages, no unsaved changes.
   */
  const reset = (next: Draft | ((current: Draft) => Draft)) => {
    setValues((v) => {
      const draft = typeof next === 'function' ? next(v.draft) : next;
      return { draft, saved: draft };
    });
    setErrors({});
  };

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (pending.current) return;
    const parsed = parseWith(options.schema, options.inputOf ? options.inputOf(draft) : draft);
    if ('errors' in parsed) {
      setErrors(parsed.errors);
      options.onInvalid?.(parsed.errors);
      return;
    }
    pending.current = true;
    setSaving(true);
    try {
      await options.save(parsed.values);
      // Unless the save started the form over (`reset`), what it sent is now what is stored.
      setValues((v) => (v.saved === saved ? { ...v, saved: draft } : v));
    } catch (error) {
      const fromServer = serverFieldErrors(error);
      if (options.duplicateField && error instanceof AdminApiError && error.status === 409)
        fromServer[options.duplicateField] = error.message;
      setErrors(fromServer);
      options.onSaveFailed?.(error);
    } finally {
      pending.current = false;
      setSaving(false);
    }
  }

  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  return { draft, errors, saving, dirty, change, bind, field, reset, submit };
}
