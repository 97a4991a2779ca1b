import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, fieldStyles, Muted, Row } from './ui';
import type { CopyByHand } from './use-copy';

/** What the field of text to copy by hand says, and its button. */
export const COPY_BY_HAND_TEXT = {
  ctrlC: 'Press Ctrl+C to copy',
  cmdC: 'Press ⌘C to copy',
  touch: 'Long-press the text to copy it',
  done: 'Done',
} as const;

const matches = (query: string) => typeof matchMedia === 'function' && matchMedia(query).matches;

/**
 * How to copy the selected text on this device: a long-press on a touch screen without keys, else
 * the keys. Some phones call their stylus the main pointer (fine, not coarse), so a touch screen on
 * Android or a mobile browser counts too; a laptop's touch screen comes with its keys.
 */
export function copyByHandHint(): string {
  if (
    matches('(pointer: coarse)') ||
    (matches('(any-pointer: coarse)') && /Android|Mobi/.test(navigator.userAgent))
  )
    return COPY_BY_HAND_TEXT.touch;
  return /Macintosh/.test(navigator.userAgent) ? COPY_BY_HAND_TEXT.cmdC : COPY_BY_HAND_TEXT.ctrlC;
}

/* Silent as it appears inside a result's live region: the focus moving to it reads it out. */
const ByHand = styled.div.attrs({ 'aria-live': 'off' })`
  margin-top: 12px;
  input,
  textarea {
    ${fieldStyles}
    display: block;
    width: 100%;
    white-space: pre-wrap;
  }
  textarea {
    resize: vertical;
  }
  p {
    flex: 1 1 12em;
    margin: 0;
  }
  > p {
    margin-bottom: 8px;
  }
`;

/** Lines a multi-line text shows before it scrolls. */
const MAX_ROWS = 6;

type TextField = HTMLInputElement | HTMLTextAreaElement;

// A click would leave a caret: the whole text stays selected, ready for the keys or a long-press.
const selectAll = (field: TextField) => field.setSelectionRange(0, field.value.length);

/**
 * The text the clipboard refused (see useCopy), in a read-only field that takes the focus with all
 * of it selected, and says how to copy it on this device. Done (or Escape) puts it away and gives
 * the focus back to the button that opened it.
 */
export function CopyByHandField({
  request,
  label,
  onClose,
  onCopy,
  intro,
}: {
  request: CopyByHand;
  /** The field's name for screen readers. */
  label: string;
  /** Shown above the field, and read with it: why the text is there to copy. */
  intro?: string;
  onClose: () => void;
  /** The visitor copied the text (the keys, a long-press's menu). */
  onCopy?: () => void;
}) {
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const hintId = useId();
  const introId = useId();
  useEffect(() => {
    if (!field.current) return;
    field.current.focus();
    selectAll(field.current);
  }, [request]);
  function close() {
    onClose();
    request.opener.focus();
  }
  const lines = request.text.split('\n').length;
  const props = {
    ref: field,
    readOnly: true,
    value: request.text,
    'aria-label': label,
    'aria-describedby': intro ? `${introId} ${hintId}` : hintId,
    onFocus: (event: { currentTarget: TextField }) => selectAll(event.currentTarget),
    onClick: (event: { currentTarget: TextField }) => selectAll(event.currentTarget),
    onKeyDown: (event: { key: string }) => {
      if (event.key === 'Escape') close();
    },
    onCopy,
  };
  return (
    <ByHand>
      {intro && <Muted id={introId}>{intro}</Muted>}
      {lines > 1 ? <textarea rows={Math.min(lines, MAX_ROWS)} {...props} /> : <input {...props} />}
      <Row>
        <Muted id={hintId}>{copyByHandHint()}</Muted>
        <Button type="button" $secondary onClick={close}>
          {COPY_BY_HAND_TEXT.done}
        </Button>
      </Row>
    </ByHand>
  );
}
