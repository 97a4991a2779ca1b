import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styled from 'styled-components';
import { PostBody } from '@site/shared/components/post-body';
import { useEmbeddedGenerators } from '@site/shared/lib/use-embedded-generators';
import { useSettledValue } from '@site/shared/lib/use-settled-value';

/** Long enough to let typing settle before the live preview rebuilds its widgets. */
export const LIVE_PREVIEW_DELAY_MS = 300;

const Page = styled.div`
  max-width: 760px;
  margin: 0 auto;
  padding: 1.5rem;
`;

/** The same profile as the server's sanitizer (functions/src/posts/sanitize-html.ts): what readers will get. */
export const sanitizePreviewHtml = (html: string) =>
  DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

/**
 * The post body as the site shows it, with the real generators started by the widget loader.
 * Changes are shown once typing pauses, since every new body restarts the widgets in it.
 */
export function PostPreview({ html }: { html: string }) {
  const settled = useSettledValue(html, LIVE_PREVIEW_DELAY_MS);
  const clean = useMemo(() => sanitizePreviewHtml(settled), [settled]);
  useEmbeddedGenerators(clean);
  return (
    <Page>
      <PostBody data-testid="post-preview-body" dangerouslySetInnerHTML={{ __html: clean }} />
    </Page>
  );
}
