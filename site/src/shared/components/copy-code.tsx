import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { secondaryButtonStyles } from './form-styles';
import { useToast } from './use-toast';

/** Spec part 2 §9: copy feedback lasts 2 seconds. */
export const COPIED_MS = 2000;

export const COPY_CODE_TEXT = {
  copy: 'Copy code',
  copied: 'Copied',
  copyFailed: 'Failed to copy',
} as const;

const Figure = styled.figure`
  margin: 0 0 1rem;
  min-width: 0;
  figcaption {
    font-weight: 600;
    margin-bottom: 0.35rem;
  }
  .note {
    margin: 0.2rem 0 0;
    font-weight: 400;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  pre {
    margin: 0 0 0.5rem;
    padding: 0.75rem;
    overflow-x: auto;
    background: ${({ theme }) => theme.colors.background};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 8px;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-size: 0.85rem;
  }
  button {
    ${secondaryButtonStyles}
  }
`;

/**
 * A code to copy, under its caption, with a button that copies it and says 'Copied' for 2 s, to
 * screen readers too (a toast says when the browser refused the clipboard).
 */
export function CopyCode({
  caption,
  code,
  note,
}: {
  caption: string;
  code: string;
  /** Where the code works, under the caption. */
  note?: string;
}) {
  const toast = useToast();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch {
      toast({ title: COPY_CODE_TEXT.copyFailed, variant: 'destructive' });
    }
  }

  return (
    <Figure>
      <figcaption>
        {caption}
        {note && <p className="note">{note}</p>}
      </figcaption>
      <pre>
        <code>{code}</code>
      </pre>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={`${COPY_CODE_TEXT.copy}: ${caption}`}
      >
        {copied ? COPY_CODE_TEXT.copied : COPY_CODE_TEXT.copy}
      </button>
      {/* The button's name stays 'Copy code: …', so screen readers hear 'Copied' from here; empty
          until then, since a live region is announced when its text changes. */}
      <span role="status" className="visually-hidden">
        {copied ? COPY_CODE_TEXT.copied : ''}
      </span>
    </Figure>
  );
}
