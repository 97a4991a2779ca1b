import { useEffect, useRef, useState } from 'react';

export const COPIED_MS = 2000;
/** What a copy button says (and screen readers are told) for COPIED_MS after a copy. */
export const COPIED = 'Copied';
export const COPY_FAILED = 'Failed to copy';

/**
 * Copies text; `copied` is true for 2 s afterwards (the button shows 'Copied'). Answers false when
 * the clipboard refused (blocked by the page, the browser or a permission): callers say so.
 */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function copy(text: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    return true;
  }
  return { copied, copy };
}
