import styled from 'styled-components';
import { DEFAULT_CTA_ID } from '@core/analytics/tracking';
import { useSiteSettings } from '@site/shared/app/settings-context';
import { PageScript } from '@site/public/app/island';
import { CTA_ATTRIBUTE } from './count-cta-clicks';

const Box = styled.aside`
  margin: 2.5rem 0;
  padding: 1.75rem;
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(135deg, #fef2f2, #fff7ed);
  border: 2px solid ${({ theme }) => theme.colors.primary};
  text-align: center;
  h2 {
    margin-top: 0;
  }
  a {
    display: inline-block;
    margin-top: 0.5rem;
    font-weight: 700;
    padding: 0.75rem 1.5rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    text-decoration: none;
  }
`;

/**
 * The call to action under a published post: the server's HTML alone, its clicks counted by a
 * page script (count-cta-clicks.ts), so it costs the page no runtime, in view at load or not.
 */
export function CtaBox({
  postId,
  ctaIdentifier = DEFAULT_CTA_ID,
}: {
  postId: string;
  ctaIdentifier?: string;
}) {
  const { successorUrl } = useSiteSettings();
  return (
    <>
      <Box aria-labelledby="cta-heading" {...{ [CTA_ATTRIBUTE]: ctaIdentifier }}>
        <h2 id="cta-heading">A letter from your elf, made in minutes</h2>
        <p>Personalised letters for your child, on our new letter platform.</p>
        <a href={successorUrl}>Create a magic letter</a>
      </Box>
      <PageScript name="cta-clicks" props={{ postId, ctaIdentifier }} />
    </>
  );
}
