import styled, { css } from 'styled-components';

/**
 * How a post's HTML body looks: on the public post page, in the editor and in its preview, so the
 * admin sees what readers will see. Rules target plain elements, not classes, because the body is
 * stored HTML (old posts included) that DOMPurify passes through.
 */
export const postBodyStyles = css`
  overflow-wrap: break-word;

  img {
    display: block;
    max-width: 70%;
    height: auto;
    margin: 1.5rem auto;
    border-radius: ${({ theme }) => theme.radius};
  }
  /* Wide tables scroll inside the body instead of widening the page. */
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  td,
  th {
    padding: 0.4rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  iframe,
  video {
    max-width: 100%;
  }
  pre {
    overflow-x: auto;
    padding: 1rem;
    border-radius: 8px;
    background: #1f2933;
    color: #f5f7fa;
    font-size: 0.9rem;
  }
  :not(pre) > code {
    padding: 0.1rem 0.3rem;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.border};
  }
  blockquote {
    margin: 1.5rem 0;
    padding-left: 1rem;
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A post's rendered HTML body. */
export const PostBody = styled.div`
  ${postBodyStyles}
`;
