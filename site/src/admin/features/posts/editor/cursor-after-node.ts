import { NodeSelection, Selection, type Transaction } from '@tiptap/pm/state';

/**
 * When an image or embed is selected (as it is right after it was inserted), puts the cursor just
 * after it instead, so the next insert or keystroke adds to the post rather than replacing it.
 */
export function moveCursorAfterSelectedNode({ tr }: { tr: Transaction }): true {
  if (tr.selection instanceof NodeSelection) {
    tr.setSelection(Selection.near(tr.doc.resolve(tr.selection.to), 1));
  }
  return true;
}
