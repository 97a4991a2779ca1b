import { render, screen } from '@testing-library/react';
import { DEFAULT_SITE_SETTINGS } from '@core/site/settings';
import { AppShell } from '@site/shared/app/app-shell';
import { SAMPLE_POST } from '@site/shared/testing/blog-fixtures';
import { DRAFT_PREVIEW_TEXT, PostArticle } from './post-article';

describe("a post's byline date", () => {
  it('is when the post went public, not when it was written', () => {
    render(
      <AppShell settings={DEFAULT_SITE_SETTINGS}>
        <PostArticle
          post={{ ...SAMPLE_POST, publishedAt: '2026-11-24T18:00:00.000Z' }}
          related={[]}
        />
      </AppShell>,
    );
    expect(screen.getByText('November 24, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-24T18:00:00.000Z',
    );
    expect(screen.queryByText('November 20, 2026')).toBeNull();
  });

  it("is a scheduled draft's publish time in the admin's preview", () => {
    const draft = { ...SAMPLE_POST, published: false, scheduledAt: '2026-12-24T07:00:00.000Z' };
    render(
      <AppShell settings={DEFAULT_SITE_SETTINGS}>
        <PostArticle post={draft} related={[]} draft />
      </AppShell>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(DRAFT_PREVIEW_TEXT);
    expect(screen.getByText('December 24, 2026')).toHaveAttribute(
      'datetime',
      '2026-12-24T07:00:00.000Z',
    );
  });
});
