import { css } from 'styled-components';

/** Text fields of the site's forms (newsletter, admin login, and the admin forms to come). */
export const fieldStyles = css`
  font: inherit;
  padding: 0.65rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
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
