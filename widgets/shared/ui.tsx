import type { CSSProperties, ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { WidgetTheme } from './themes';
import { COPIED } from './use-copy';

/** The widget's root: everything it shows is styled from these variables, set from the theme. */
const Root = styled.div`
  all: initial;
  display: block;
  box-sizing: border-box;
  /* As tall as its element is made at least (HOST_CSS passes it on): no blank band under it. */
  min-height: inherit;
  font-family: var(--ew-font);
  font-size: 16px;
  line-height: 1.5;
  color: var(--ew-text);
  background: var(--ew-background);
  border: 1px solid var(--ew-border);
  border-radius: var(--ew-radius);
  padding: 20px;
  text-align: left;
  /* Long unbroken words (a custom supply, an admin's title) wrap instead of widening the page. */
  overflow-wrap: anywhere;
  *,
  *::before,
  *::after {
    box-sizing: border-box;
    font-family: inherit;
  }
  h2,
  h3,
  h4,
  p,
  ul,
  ol {
    margin: 0 0 0.6em;
  }
  h2 {
    font-size: 1.35em;
    line-height: 1.25;
  }
  h3 {
    font-size: 1.1em;
  }
  :focus-visible {
    outline: 3px solid var(--ew-accent);
    outline-offset: 2px;
  }
`;

export function WidgetRoot({
  theme,
  title,
  preview,
  children,
}: {
  theme: WidgetTheme;
  title: string;
  /**
   * A preview of the widget (data-preview): its region is named "Preview", not by its title, so
   * that it is told apart from the same generator on the page (the generator pages' builder).
   */
  preview?: boolean;
  children: ReactNode;
}) {
  const vars = {
    '--ew-font': theme.font,
    '--ew-text': theme.text,
    '--ew-muted': theme.muted,
    '--ew-background': theme.background,
    '--ew-surface': theme.surface,
    '--ew-primary': theme.primary,
    '--ew-primary-text': theme.primaryText,
    '--ew-accent': theme.accent,
    '--ew-border': theme.border,
    '--ew-radius': theme.radius,
    '--ew-error': theme.error,
    colorScheme: theme.scheme,
  } as CSSProperties;
  return (
    <Root
      style={vars}
      data-theme={theme.name}
      role="region"
      aria-label={preview ? 'Preview' : title}
    >
      <h2>{title}</h2>
      {children}
    </Root>
  );
}

export const Button = styled.button<{ $secondary?: boolean }>`
  all: unset;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.4em;
  min-height: 44px;
  padding: 0.55em 1.1em;
  border-radius: calc(var(--ew-radius) - 4px);
  font-weight: 600;
  font-size: 1em;
  cursor: pointer;
  color: ${({ $secondary }) => ($secondary ? 'var(--ew-text)' : 'var(--ew-primary-text)')};
  background: ${({ $secondary }) => ($secondary ? 'var(--ew-surface)' : 'var(--ew-primary)')};
  border: 2px solid var(--ew-primary);
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.6;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid var(--ew-accent);
    outline-offset: 2px;
  }
`;

/** A text field's look: the craft's own supply, the text to copy by hand. */
export const fieldStyles = css`
  all: unset;
  box-sizing: border-box;
  min-height: 44px;
  padding: 9px 12px;
  border: 1px solid var(--ew-border);
  border-radius: 8px;
  background: var(--ew-surface);
  color: var(--ew-text);
  &:focus-visible {
    outline: 3px solid var(--ew-accent);
  }
`;

export const Card = styled.div`
  background: var(--ew-surface);
  color: var(--ew-text);
  border: 1px solid var(--ew-border);
  border-radius: var(--ew-radius);
  padding: 16px;
  margin-top: 12px;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  margin-top: 12px;
`;

export const Muted = styled.p`
  color: var(--ew-muted);
  font-size: 0.9em;
`;

export const Message = styled.p<{ $error?: boolean }>`
  padding: 10px 12px;
  border-radius: 8px;
  background: var(--ew-surface);
  color: ${({ $error }) => ($error ? 'var(--ew-error)' : 'var(--ew-text)')};
  border: 1px solid ${({ $error }) => ($error ? 'var(--ew-error)' : 'var(--ew-border)')};
`;

const pulse = keyframes`
  from { opacity: 0.45; }
  to { opacity: 1; }
`;

/** Loading text that pulses, except for people who asked for less motion. */
export const Loading = styled.p`
  color: var(--ew-muted);
  animation: ${pulse} 0.8s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Visually hidden text that screen readers still read. */
export const ScreenReaderOnly = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/**
 * Tells screen readers 'Copied' while a copy button shows it: the button's new text alone is not
 * announced. Rendered before the copy, empty, since a live region is announced when it changes.
 */
export function CopiedStatus({ copied }: { copied: boolean }) {
  return (
    <ScreenReaderOnly role="status" aria-live="polite">
      {copied ? COPIED : ''}
    </ScreenReaderOnly>
  );
}
