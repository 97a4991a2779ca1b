import { Link, useLoaderData, type LoaderFunction } from 'react-router-dom';
import styled from 'styled-components';
import {
  NEWSLETTER_SECTION_ID,
  newsletterResultOf,
  type NewsletterResult,
} from '@core/newsletter/newsletter';
import type { SiteSettings } from '@core/site/settings';
import type { HeadData, RouteHandle } from '@site/public/app/head';
import { PATHS } from '@site/shared/app/paths';
import { useSiteSettings } from '@site/shared/app/settings-context';
import { CardRows } from '@site/public/components/card-rows';
import type { BlogSource, PostSummary } from '@core/posts/blog-source';
import { PostCard } from '@site/public/components/post-card';
import { NewsletterForm } from './newsletter-form';
import { Island } from '@site/public/app/island';

/** Spec part 1 §9: the home page shows 3 random published posts. */
export const HOME_RANDOM_POSTS = 3;

interface HomeData {
  posts: PostSummary[];
  /** The newsletter signup the visitor sent without script, back from the server. */
  newsletter: NewsletterResult | null;
}

export const homeLoader =
  (source: BlogSource): LoaderFunction =>
  async ({ request }): Promise<HomeData> => ({
    posts: await source.randomPublished(HOME_RANDOM_POSTS),
    newsletter: newsletterResultOf(new URL(request.url).searchParams),
  });

export const homeHandle: RouteHandle = {
  head: (_data: unknown, settings: SiteSettings): HeadData => ({
    title: `${settings.productName} | Holiday elf traditions for families`,
    description: `Ideas, crafts, scenes and recipes for your family's elf tradition, from ${settings.productName}.`,
    canonicalPath: PATHS.home,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: settings.productName,
        url: `${settings.siteUrl}/`,
        email: settings.supportEmail,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: settings.productName,
        url: `${settings.siteUrl}/`,
      },
    ],
  }),
};

const FEATURES = [
  {
    title: 'Arrival ideas',
    text: 'Easy, memorable ways for your elf to say hello on the first morning.',
  },
  { title: 'Nightly scenes', text: 'Spin for a scene when inspiration runs dry at bedtime.' },
  { title: 'Crafts', text: 'Tick the supplies you have and get three craft ideas in a second.' },
  {
    title: 'Recipes',
    text: 'Cookies, cocoa and Christmas-morning treats the elf can “help” with.',
  },
  { title: 'Elf names', text: 'A name generator for new elves, and for the whole family.' },
  { title: 'Kindness', text: 'Small good deeds your elf can suggest all December.' },
];

const Section = styled.section`
  margin: 3rem 0;
`;

/** A signup sent without script comes back to it: below the sticky header. */
const NewsletterSection = styled(Section)`
  scroll-margin-top: 5rem;
`;

const Hero = styled.section`
  text-align: center;
  padding: 3rem 1rem;
  border-radius: ${({ theme }) => theme.radius};
  background: linear-gradient(135deg, #fef2f2, #f0fdf4);
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    margin: 0 0 0.75rem;
  }
  p {
    font-size: 1.15rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Buttons = styled.div`
  display: flex;
  gap: 0.75rem;
  justify-content: center;
  flex-wrap: wrap;
  margin-top: 1.5rem;
  a {
    font-weight: 600;
    padding: 0.75rem 1.4rem;
    border-radius: 999px;
    text-decoration: none;
  }
  .primary {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  .secondary {
    border: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Grid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const FeatureCard = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: 1.25rem;
  h3 {
    margin: 0 0 0.4rem;
  }
`;

const Banner = styled.section`
  margin: 3rem 0;
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  text-align: center;
  a {
    color: #fff;
    font-weight: 700;
  }
  /* The site's blue focus ring hardly shows on this green. */
  a:focus-visible {
    outline-color: #fff;
  }
`;

export function HomeRoute() {
  const settings = useSiteSettings();
  const { posts, newsletter } = useLoaderData() as HomeData;
  return (
    <>
      <Hero aria-labelledby="hero-title">
        <h1 id="hero-title">Keep the elf magic alive all season</h1>
        <p>
          Ideas, crafts, scenes and recipes for parents and caregivers who run a holiday elf
          tradition.
        </p>
        <Buttons>
          <a className="primary" href={settings.successorUrl}>
            Create elf letters
          </a>
          <Link className="secondary" to={PATHS.blog}>
            Explore Blog
          </Link>
        </Buttons>
      </Hero>

      <Section aria-labelledby="features-title">
        <h2 id="features-title">Everything for your elf, in one place</h2>
        <p>
          Short on time at ten o’clock at night? {settings.productName} gathers tried-and-tested
          ideas from families like yours, with free generators that do the thinking for you.
        </p>
        <Grid>
          {FEATURES.map((feature) => (
            <FeatureCard key={feature.title}>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </FeatureCard>
          ))}
        </Grid>
        <p>
          <Link to={PATHS.generators}>Try the free generators</Link>, and put them on your own site
          or blog with a line of code.
        </p>
      </Section>

      <Banner aria-labelledby="cta-title">
        <h2 id="cta-title">Letters from your elf, written for your child</h2>
        <p>
          Personalised letters now live on our new platform.{' '}
          <a href={settings.successorUrl}>Start writing</a>
        </p>
      </Banner>

      <NewsletterSection id={NEWSLETTER_SECTION_ID} aria-labelledby="newsletter-title">
        <h2 id="newsletter-title">Get new ideas by email</h2>
        <p>One short email a week in the season. No spam, unsubscribe any time.</p>
        <Island
          name="newsletter"
          component={NewsletterForm}
          props={{ returnPath: PATHS.home, returned: newsletter }}
          when="visible"
        />
      </NewsletterSection>

      <Section aria-labelledby="moved-title">
        <h2 id="moved-title">Our letter service has moved</h2>
        <p>
          Letter creation now happens at <a href={settings.successorUrl}>{settings.successorUrl}</a>
          . Your blog, crafts, scenes and recipes stay right here.
        </p>
      </Section>

      {posts.length > 0 && (
        <Section aria-labelledby="latest-title">
          <h2 id="latest-title">From the blog</h2>
          <CardRows>
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </CardRows>
        </Section>
      )}
    </>
  );
}
