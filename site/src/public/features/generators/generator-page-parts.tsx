import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { embedReserveCss } from '@core/generators/generator-embeds';
import type { EmbedKind } from '@core/embed/embed-kinds';
import { PATHS } from '@site/shared/app/paths';
import { GENERATORS_TEXT } from './generator-text';

const Trail = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.4rem;
    list-style: none;
    padding: 0;
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
    li + li::before {
      content: '›';
      margin-right: 0.4rem;
    }
  }
`;

/** Home › Generators › what follows: the last step is the page itself, the others links. */
export function GeneratorBreadcrumb({
  steps,
}: {
  steps: readonly { label: string; path?: string }[];
}) {
  const all = [
    { label: GENERATORS_TEXT.home, path: PATHS.home },
    { label: GENERATORS_TEXT.generators, path: PATHS.generators },
    ...steps,
  ];
  return (
    <Trail aria-label={GENERATORS_TEXT.breadcrumb}>
      <ol>
        {all.map(({ label, path }, index) =>
          index === all.length - 1 ? (
            <li key={label} aria-current="page">
              {label}
            </li>
          ) : (
            <li key={label}>{path ? <Link to={path}>{label}</Link> : label}</li>
          ),
        )}
      </ol>
    </Trail>
  );
}

/**
 * A generator on a page: markup the site's widget loader starts, as in a post, whose first frame
 * the server fills in. Each is as tall as that frame until it renders (core/generators/generator-embeds.ts),
 * so what follows it stays where it is.
 */
const Slot = styled.div`
  margin: 2rem 0 3rem;
  ${embedReserveCss()}
`;

export function PageGenerator({ kind }: { kind: EmbedKind }) {
  return (
    <Slot>
      <div data-elf-generator={kind} data-testid="page-generator" />
    </Slot>
  );
}

/** A line above a page's title that says what it is ('A craft idea from the ...'). */
export const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
`;

const Another = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: 2.5rem;
  padding-top: 1.5rem;
  h2 {
    font-size: 1.25rem;
    margin: 0;
  }
  > div {
    margin-top: 1rem;
  }
`;

/** Below a result: its generator, to try another. */
export function TryAnother({ kind, title }: { kind: EmbedKind; title: string }) {
  return (
    <Another aria-labelledby="try-another">
      <h2 id="try-another">{title}</h2>
      <PageGenerator kind={kind} />
    </Another>
  );
}
