import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import {
  CONTENT_TEXT,
  holidayRecipeSchema,
  type HolidayRecipeFields,
} from '@core/generators/content-schemas';
import { AdminApiError } from '../data/admin-api';
import { useEntityForm, type EntityFormOptions } from './use-entity-form';

interface Draft {
  title: string;
  description: string;
  instructions: string;
  prepTime: string;
  cookTime: string;
  totalTime: string;
  ingredients: string[];
  servings: string;
}

const FILLED: Draft = {
  title: '  Gingerbread Elves ',
  description: 'Spiced biscuits.',
  instructions: 'Mix, roll, cut and bake.',
  prepTime: '20 minutes',
  cookTime: '12 minutes',
  totalTime: '32 minutes',
  ingredients: ['flour', ' ', 'ginger '],
  servings: '12',
};

type Options = EntityFormOptions<Draft, typeof holidayRecipeSchema>;

function renderForm(overrides: Partial<Options> = {}, initial: Draft = FILLED) {
  const save = vi.fn<Options['save']>(() => Promise.resolve());
  const onInvalid = vi.fn<NonNullable<Options['onInvalid']>>();
  const onSaveFailed = vi.fn<NonNullable<Options['onSaveFailed']>>();
  const view = renderHook(() =>
    useEntityForm<Draft, typeof holidayRecipeSchema>({
      initial: () => initial,
      schema: holidayRecipeSchema,
      inputOf: (draft) => ({ ...draft, servings: Number(draft.servings) }),
      duplicateField: 'title',
      save,
      onInvalid,
      onSaveFailed,
      ...overrides,
    }),
  );
  return { ...view, save, onInvalid, onSaveFailed };
}

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useEntityForm', () => {
  it('shows the schema messages by field, sends nothing, and clears a field’s message when it changes', async () => {
    const { result, save, onInvalid } = renderForm({}, { ...FILLED, title: ' ', prepTime: '' });

    await act(() => result.current.submit());

    expect(result.current.errors).toEqual({
      title: CONTENT_TEXT.titleRequired,
      prepTime: CONTENT_TEXT.prepTimeRequired,
    });
    expect(onInvalid).toHaveBeenCalledWith(result.current.errors);
    expect(save).not.toHaveBeenCalled();

    act(() => result.current.bind('title').onChange(typed('Gingerbread Elves')));
    expect(result.current.draft.title).toBe('Gingerbread Elves');
    expect(result.current.errors).toEqual({ prepTime: CONTENT_TEXT.prepTimeRequired });
  });

  it('saves the values the schema parsed (trimmed, blank rows dropped, numbers as numbers)', async () => {
    const { result, save } = renderForm();

    await act(() => result.current.submit());

    expect(save).toHaveBeenCalledTimes(1);
    const values: HolidayRecipeFields = save.mock.calls[0]![0];
    expect(values).toMatchObject({
      title: 'Gingerbread Elves',
      ingredients: ['flour', 'ginger'],
      servings: 12,
      category: 'Holiday Treats',
    });
    expect(result.current.errors).toEqual({});
  });

  it('has unsaved changes while the draft differs from what was loaded or last saved', async () => {
    const { result } = renderForm();
    expect(result.current.dirty).toBe(false);

    act(() => result.current.change({ title: 'Ginger Elves' }));
    expect(result.current.dirty).toBe(true);
    act(() => result.current.change({ title: FILLED.title }));
    expect(result.current.dirty).toBe(false);

    act(() => result.current.change({ servings: '6' }));
    await act(() => result.current.submit());
    expect(result.current.dirty).toBe(false);

    act(() => result.current.reset((current) => ({ ...current, title: 'Next' })));
    expect(result.current.dirty).toBe(false);
    expect(result.current.draft).toEqual({ ...FILLED, servings: '6', title: 'Next' });
  });

  it('starts over when the save resets the form (the next entry of an add form)', async () => {
    const view = renderForm({
      save: async () => view.result.current.reset((current) => ({ ...current, title: '' })),
    });

    await act(() => view.result.current.submit());

    expect(view.result.current.draft.title).toBe('');
    expect(view.result.current.dirty).toBe(false);
  });

  it('keeps the draft and its unsaved changes when the save fails, with the server’s messages by field', async () => {
    const refused = new AdminApiError('A recipe with this title already exists', 409);
    const { result, onSaveFailed } = renderForm({ save: () => Promise.reject(refused) });
    act(() => result.current.change({ cookTime: '15 minutes' }));

    await act(() => result.current.submit());

    expect(result.current.draft).toEqual({ ...FILLED, cookTime: '15 minutes' });
    expect(result.current.dirty).toBe(true);
    expect(result.current.saving).toBe(false);
    expect(result.current.errors).toEqual({ title: 'A recipe with this title already exists' });
    expect(onSaveFailed).toHaveBeenCalledWith(refused);

    const invalid = new AdminApiError('Invalid input', 400, {
      issues: [{ field: 'servings', message: CONTENT_TEXT.servingsInvalid }],
    });
    const second = renderForm({ save: () => Promise.reject(invalid) });
    await act(() => second.result.current.submit());
    expect(second.result.current.errors).toEqual({ servings: CONTENT_TEXT.servingsInvalid });
  });

  it('is saving until the save settles, and ignores another submit meanwhile', async () => {
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderForm({ save });

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit();
    });
    expect(result.current.saving).toBe(true);
    await act(() => result.current.submit());
    expect(save).toHaveBeenCalledTimes(1);

    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.saving).toBe(false);
  });
});
