import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { primaryButtonStyles, secondaryButtonStyles } from './form-styles';

const Panel = styled.section`
  max-width: 560px;
  margin: 3rem auto;
  text-align: center;
  .code {
    margin: 0;
    font-size: clamp(4rem, 18vw, 7rem);
    font-weight: 800;
    line-height: 1;
    color: ${({ theme }) => theme.colors.primary};
  }
  h1 {
    margin: 0.5rem 0;
  }
  /* A long address in the message wraps rather than widen a phone's page. */
  p {
    overflow-wrap: anywhere;
  }
`;

/** Its actions are links or buttons, classed `primary` (the one to take) or `secondary`. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  justify-content: center;
  margin-top: 1.5rem;
  .primary {
    ${primaryButtonStyles}
    text-decoration: none;
  }
  .secondary {
    ${secondaryButtonStyles}
    /* As tall as the primary action beside it (which has no border). */
    padding: calc(0.7rem - 1px) 1.3rem;
  }
`;

/**
 * A whole page's message in the site's look: a big code (404) when there is one, a heading, what
 * happened in plain words and what to do next. The not-found and error pages, public and admin.
 */
export function StatusPanel({
  code,
  title,
  children,
  actions,
  alert = false,
  footnote,
}: {
  /** Shown large above the title (404); an error page has none to show. */
  code?: string;
  title: string;
  children: ReactNode;
  /** Links and buttons classed `primary` or `secondary`. */
  actions: ReactNode;
  /** Announced at once (an error that replaced the page the user was looking at). */
  alert?: boolean;
  /** Below the actions: what only some readers need (an error's details). */
  footnote?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} role={alert ? 'alert' : undefined}>
      {code && (
        <p className="code" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id={titleId}>{title}</h1>
      {children}
      <Actions>{actions}</Actions>
      {footnote}
    </Panel>
  );
}
