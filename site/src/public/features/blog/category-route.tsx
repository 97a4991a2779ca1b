import { data, useLoaderData, type LoaderFunction } from 'react-router-dom';
import styled from 'styled-components';
import type { BlogSource } from '@core/posts/blog-source';
import { categoryFeedLink } from '@core/posts/feed';
import { POST_CATEGORY_PAGES, postCategory, type PostCategory } from '@core/posts/post-categories';
import type { SiteSettings } from '@core/site/settings';
import type { HeadData, RouteHandle } from '@site/public/app/head';
import { PATHS } from '@site/shared/app/paths';
import { loadPostPage, PostListPage, type BlogListData } from './blog-list-route';
import { BLOG_TEXT } from './blog-text';
import { CategoryLinks } from './category-links';

interface CategoryData {
  category: PostCategory;
  page: BlogListData;
}

/**
 * A category's page of posts. A category the spec does not name is the site's 404 (the server
 * answers such a path with its 404 page before any route runs: isPagePath).
 */
export const categoryLoader =
  (source: BlogSource): LoaderFunction =>
  async ({ params, request }): Promise<CategoryData> => {
    const category = postCategory(params.category ?? '');
    if (!category) throw data(null, { status: 404 });
    return { category, page: await loadPostPage(source, request, category.id) };
  };

export const categoryHandle: RouteHandle = {
  head: (raw: unknown, settings: SiteSettings): HeadData => {
    const { category, page } = raw as CategoryData;
    return {
      title: `${category.label} | Blog | ${settings.productName}`,
      description: category.description,
      canonicalPath: page.before
        ? PATHS.blogCategoryPage(category.id, page.before)
        : PATHS.blogCategory(category.id),
      feeds: [categoryFeedLink(category, settings.productName)],
    };
  },
};

const Intro = styled.div`
  p {
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 1rem;
  }
  p a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

export function CategoryRoute() {
  const { category, page } = useLoaderData() as CategoryData;
  return (
    <PostListPage
      heading={category.label}
      intro={
        <Intro>
          <p>
            {category.description}{' '}
            <a href={PATHS.categoryFeed(category.id)}>{BLOG_TEXT.categoryFeed}</a>
          </p>
          <nav aria-label={BLOG_TEXT.browseCategories}>
            <CategoryLinks categories={POST_CATEGORY_PAGES} current={category.id} />
          </nav>
        </Intro>
      }
      page={page}
      newestPath={PATHS.blogCategory(category.id)}
      olderPath={(before) => PATHS.blogCategoryPage(category.id, before)}
    />
  );
}
