import { data, Link } from 'react-router-dom';
import styled from 'styled-components';
import type { SiteSettings } from '../../../../core/settings';
import type { HeadData, RouteHandle } from '../../app/head';
import { PATHS } from '../../app/paths';
import { primaryButtonStyles, secondaryButtonStyles } from '../../components/form-styles';

export const NOT_FOUND_TEXT = {
  title: 'Page not found',
  message: 'Oops! The page you are looking for could not be found.',
  home: 'Return to Homepage',
  blog: 'Explore Blog',
} as const;

export const notFoundLoader = ({ request }: { request: Request }) =>
  data({ path: new URL(request.url).pathname }, { status: 404 });

export const notFoundHandle: RouteHandle = {
  head: (raw: unknown, settings: SiteSettings): HeadData => ({
    title: `${NOT_FOUND_TEXT.title} | ${settings.productName}`,
    description: 'The page you are looking for does not exist.',
    canonicalPath: (raw as { path: string }).path,
    noindex: true,
  }),
};

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
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    justify-content: center;
    margin-top: 1.5rem;
  }
  .home {
    ${primaryButtonStyles}
    text-decoration: none;
  }
  .blog {
    ${secondaryButtonStyles}
  }
`;

export function NotFoundRoute() {
  return (
    <Panel aria-labelledby="not-found-title">
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{NOT_FOUND_TEXT.title}</h1>
      <p>{NOT_FOUND_TEXT.message}</p>
      <div className="actions">
        <Link className="home" to={PATHS.home}>
          {NOT_FOUND_TEXT.home}
        </Link>
        <Link className="blog" to={PATHS.blog}>
          {NOT_FOUND_TEXT.blog}
        </Link>
      </div>
    </Panel>
  );
}
