import { createGlobalStyle, css } from 'styled-components';

/** Out of sight, still read by screen readers. */
export const visuallyHiddenStyles = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/** The page-wide rules, rendered once by the server (and by the admin app); islands need none. */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { scroll-behavior: smooth; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.6;
  }
  /* A title may hold one long word (a German compound, a URL): it wraps rather than push the page wide. */
  h1, h2, h3 { overflow-wrap: anywhere; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  img { max-width: 100%; height: auto; }
  .visually-hidden {
    ${visuallyHiddenStyles}
  }
`;
