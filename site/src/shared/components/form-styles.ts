import { css } from 'styled-components';

/** Text fields of the site's forms (newsletter, admin login, and the admin forms to come). */
export const fieldStyles = css`
  font: inherit;
  padding: 0.65rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
`;

/** A label above its field. */
export const stackedLabelStyles = css`
  display: grid;
  gap: 0.35rem;
  font-weight: 600;
`;

/** The main action of a form. */
export const primaryButtonStyles = css`
  font: inherit;
  font-weight: 600;
  padding: 0.7rem 1.3rem;
  border: none;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  cursor: pointer;
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/** A secondary action next to a primary one. */
export const secondaryButtonStyles = css`
  font: inherit;
  font-weight: 600;
  padding: 0.55rem 1.1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.background};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/** An action that destroys something. */
export const dangerButtonStyles = css`
  ${primaryButtonStyles}
  background: ${({ theme }) => theme.colors.danger};
`;

/** A form's error message: red on a pale red panel, so it reads as a problem at a glance. */
export const errorMessageStyles = css`
  margin: 0;
  padding: 0.6rem 0.8rem;
  border-radius: 8px;
  border: 1px solid #fecaca;
  background: #fef2f2;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A group of fields under its legend, without the browser's frame: rows spaced as a grid. */
export const fieldsetStyles = css`
  border: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 0.35rem;
  }
`;
