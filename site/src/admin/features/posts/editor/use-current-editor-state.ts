import { useEditorState, type Editor } from '@tiptap/react';

/**
 * Tiptap's `useEditorState`, with the selector run on the editor this render holds.
 *
 * `useEditor` builds an editor during the first render and destroys it if that render is not
 * committed within a millisecond (a lazy chunk, a busy page), making a new one; `useEditorState`
 * keeps handing its selector the first, destroyed editor until the new one's first transaction.
 * A destroyed editor has no schema, so `getHTML()` there throws ("Cannot read properties of null
 * (reading 'cached')"): opening a post and clicking Preview before typing crashed the page.
 */
export function useCurrentEditorState<T>(editor: Editor, select: (editor: Editor) => T): T {
  return useEditorState({ editor, selector: () => select(editor) });
}
