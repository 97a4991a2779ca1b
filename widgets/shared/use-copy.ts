import { useEffect, useRef, useState } from 'react';

export const COPIED_MS = 2000;
/** What a copy button says (and screen readers are told) for COPIED_MS after a copy. */
export const COPIED = 'Copied';

/** Text the clipboard refused, for the visitor to copy by hand, and the button that asked. */
export interface CopyByHand {
  text: string;
  opener: HTMLElement;
}

interface PermissionsPolicy {
  features(): string[];
  allowsFeature(feature: string): boolean;
}

/**
 * Whether the page's Permissions Policy refuses `feature` (a frame the host did not allow it),
 * asked before the call: Chromium logs a violation for every refused call. Unknown where the
 * browser has no policy to ask, or does not know the feature.
 */
function policyRefuses(feature: string): boolean {
  const { permissionsPolicy, featurePolicy } = document as {
    permissionsPolicy?: PermissionsPolicy;
    featurePolicy?: PermissionsPolicy;
  };
  const policy = permissionsPolicy ?? featurePolicy;
  return Boolean(policy?.features().includes(feature) && !policy.allowsFeature(feature));
}

/** Whether the clipboard took `text`; not asked where the page's policy refuses it. */
async function clipboardTakes(text: string): Promise<boolean> {
  if (policyRefuses('clipboard-write')) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** What a share did: shared, cancelled by the visitor, copied instead, or left to copy by hand. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'byHand';

/**
 * Copies text; `copied` is true for 2 s afterwards (the button shows 'Copied'). Where the clipboard
 * is refused (another site's frame without `allow="clipboard-write"`, the browser, a permission),
 * `byHand` holds the text until `closeByHand`: callers show it in a CopyByHandField. A new object
 * each time, so a second refused copy selects the text again.
 */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const [byHand, setByHand] = useState<CopyByHand | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  /** Answers whether the clipboard took the text. `opener` gets focus back when the field closes. */
  async function copy(text: string, opener: HTMLElement): Promise<boolean> {
    if (!(await clipboardTakes(text))) {
      setByHand({ text, opener });
      return false;
    }
    setByHand(null);
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    return true;
  }

  /** Web Share where the page allows it; else `text` is copied (or left to copy by hand). */
  async function share(data: ShareData, text: string, opener: HTMLElement): Promise<ShareOutcome> {
    if (typeof navigator.share === 'function' && !policyRefuses('web-share')) {
      try {
        await navigator.share(data);
        return 'shared';
      } catch (error) {
        if ((error as { name?: string }).name === 'AbortError') return 'cancelled';
      }
    }
    return (await copy(text, opener)) ? 'copied' : 'byHand';
  }

  return {
    copied,
    byHand,
    copy,
    share,
    /** Shows `text` to copy by hand without trying the clipboard (an address the page cannot open). */
    showByHand: (text: string, opener: HTMLElement) => setByHand({ text, opener }),
    closeByHand: () => setByHand(null),
  };
}
