/**
 * A post as the newsletter mails it, built with React Email: tables and inline styles 600 px wide,
 * which mail clients (Outlook's Word engine included) lay out alike; a plain-text part; the excerpt
 * as the preheader. Every image is absolute on the site's origin with its width and alt, since a
 * mail has no base address; each generator the post embeds is a card linking to its page, since
 * no script runs in mail. Built once per slice of a send (a template whose unsubscribe link is a
 * placeholder), then filled in per recipient: rendering is the costly part.
 * The functions load this module (and React Email) only on the send path. Rendered with React's
 * own renderer and html-to-text, as React Email's render does, without the formatter (prettier)
 * that render bundles for its `pretty` option: 250 kB the functions would carry for nothing.
 */
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { convert, type HtmlToTextOptions } from 'html-to-text';
import { renderToStaticMarkup } from 'react-dom/server';
import { postPath } from '@core/posts/blog-paths';
import { embedKindLabel } from '@core/embed/embed-kinds';
import { generatorPagePath } from '@core/embed/embed-paths';
import { embeddedGeneratorKinds, type GeneratorKind } from '@core/generators/generator-embeds';
import { GENERATOR_SUMMARIES } from '@core/generators/generator-summaries';
import { escapeAttribute } from '@core/lib/html-attribute';
import { absoluteOnSite } from '@core/images/media-url';
import { unsubscribeHeaders, type Mail } from '@core/newsletter/newsletter-mails';
import { newsletterLink } from '@core/newsletter/newsletter-send';
import { generatorImagePath, RESULT_IMAGE_SIZES } from '@core/results/result-pages';

export const POST_MAIL_TEXT = {
  viewInBrowser: 'View in your browser',
  read: 'Read the post',
  tryIt: 'Try it',
  why: (productName: string, site: string) =>
    `You get this mail because you subscribed to the ${productName} newsletter on ${site}.`,
  unsubscribe: 'Unsubscribe',
} as const;

const WIDTH = 600;
const GUTTER = 24;
/**
 * Colours with strong contrast on both sides: clients that darken a mail (Gmail, Outlook) invert
 * light backgrounds and dark text, and these stay readable either way; no text sits on an image.
 */
const COLORS = {
  page: '#f4efe6',
  card: '#ffffff',
  text: '#1f2328',
  muted: '#57606a',
  button: '#b3261e',
  buttonText: '#ffffff',
  rule: '#d0d7de',
} as const;

export interface PostMailInput {
  sendId: string;
  productName: string;
  /** The canonical origin every link and image starts with. */
  siteOrigin: string;
  post: {
    title: string;
    slug: string;
    excerpt: string;
    content: string;
    featuredImage: string | null;
  };
}

/** Stands for each recipient's own unsubscribe link until it is filled in. */
const UNSUBSCRIBE_PLACEHOLDER = 'https://unsubscribe.invalid/placeholder';

const FONT = 'Arial, Helvetica, sans-serif';
const button = {
  background: COLORS.button,
  color: COLORS.buttonText,
  padding: '12px 20px',
  borderRadius: 6,
  fontWeight: 'bold',
  fontFamily: FONT,
  textDecoration: 'none',
} as const;

function GeneratorCard({
  kind,
  siteOrigin,
  sendId,
}: {
  kind: GeneratorKind;
  siteOrigin: string;
  sendId: string;
}) {
  const label = embedKindLabel(kind);
  const { width, height } = RESULT_IMAGE_SIZES.og;
  const shown = WIDTH - 2 * GUTTER;
  return (
    <Section style={{ border: `1px solid ${COLORS.rule}`, borderRadius: 8, margin: '0 0 16px' }}>
      <Img
        src={absoluteOnSite(generatorImagePath(kind, 'og'), siteOrigin)}
        width={shown}
        height={Math.round((shown * height) / width)}
        alt={label}
        style={{ width: '100%', height: 'auto', borderRadius: '8px 8px 0 0' }}
      />
      <Section style={{ padding: '12px 16px 16px' }}>
        <Heading
          as="h2"
          style={{ fontFamily: FONT, fontSize: 18, margin: '0 0 4px', color: COLORS.text }}
        >
          {label}
        </Heading>
        <Text style={{ fontFamily: FONT, fontSize: 15, margin: '0 0 12px', color: COLORS.muted }}>
          {GENERATOR_SUMMARIES[kind]}
        </Text>
        <Button
          href={newsletterLink(absoluteOnSite(generatorPagePath(kind), siteOrigin), sendId)}
          style={button}
        >
          {POST_MAIL_TEXT.tryIt}
        </Button>
      </Section>
    </Section>
  );
}

function PostEmail({ sendId, productName, siteOrigin, post }: PostMailInput) {
  const postUrl = newsletterLink(absoluteOnSite(postPath(post.slug), siteOrigin), sendId);
  const site = new URL(siteOrigin).host;
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
      </Head>
      <Preview>{post.excerpt}</Preview>
      <Body style={{ background: COLORS.page, margin: 0, padding: '16px 0' }}>
        <Container style={{ maxWidth: WIDTH, width: '100%', background: COLORS.card }}>
          <Section style={{ padding: `8px ${GUTTER}px 0`, textAlign: 'right' }}>
            <Link href={postUrl} style={{ fontFamily: FONT, fontSize: 13, color: COLORS.muted }}>
              {POST_MAIL_TEXT.viewInBrowser}
            </Link>
          </Section>
          {post.featuredImage && (
            <Img
              src={absoluteOnSite(post.featuredImage, siteOrigin)}
              width={WIDTH}
              alt={post.title}
              style={{ width: '100%', height: 'auto', marginTop: 8 }}
            />
          )}
          <Section style={{ padding: `8px ${GUTTER}px ${GUTTER}px` }}>
            <Heading
              as="h1"
              style={{ fontFamily: FONT, fontSize: 26, lineHeight: '32px', color: COLORS.text }}
            >
              {post.title}
            </Heading>
            <Text
              style={{ fontFamily: FONT, fontSize: 16, lineHeight: '24px', color: COLORS.text }}
            >
              {post.excerpt}
            </Text>
            <Button href={postUrl} style={button}>
              {POST_MAIL_TEXT.read}
            </Button>
          </Section>
          {embeddedGeneratorKinds(post.content).length > 0 && (
            <Section style={{ padding: `0 ${GUTTER}px 8px` }}>
              {embeddedGeneratorKinds(post.content).map((kind) => (
                <GeneratorCard key={kind} kind={kind} siteOrigin={siteOrigin} sendId={sendId} />
              ))}
            </Section>
          )}
          <Section style={{ padding: `0 ${GUTTER}px ${GUTTER}px` }}>
            <Hr style={{ borderColor: COLORS.rule }} />
            <Text style={{ fontFamily: FONT, fontSize: 13, color: COLORS.muted }}>
              {POST_MAIL_TEXT.why(productName, site)}{' '}
              <Link href={UNSUBSCRIBE_PLACEHOLDER} style={{ color: COLORS.muted }}>
                {POST_MAIL_TEXT.unsubscribe}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The doctype mail clients lay out most alike (React Email's). */
const XHTML_DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/** The plain-text part: no images, no preheader, each link's address after its words. */
const PLAIN_TEXT: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: '[data-skip-in-text=true]', format: 'skip' },
    { selector: 'a', options: { linkBrackets: false, hideLinkHrefIfSameAsText: true } },
  ],
};

/** A send's mail with its unsubscribe link left to fill in: rendered once per slice. */
export interface PostMailTemplate {
  subject: string;
  html: string;
  text: string;
}

export function postMailTemplate(input: PostMailInput): PostMailTemplate {
  const html = `${XHTML_DOCTYPE}${renderToStaticMarkup(<PostEmail {...input} />)}`;
  return { subject: input.post.title, html, text: convert(html, PLAIN_TEXT) };
}

/**
 * The template for one recipient: its own unsubscribe link (in the mail and in the one-click
 * headers) and a Message-ID of its own, the same on a retry, so a client that got the first copy
 * can tell the second is no new mail.
 */
export function postMailFor(
  template: PostMailTemplate,
  recipient: { unsubscribeUrl: string; messageId: string },
): Mail {
  const { unsubscribeUrl, messageId } = recipient;
  return {
    subject: template.subject,
    html: template.html.replaceAll(UNSUBSCRIBE_PLACEHOLDER, escapeAttribute(unsubscribeUrl)),
    text: template.text.replaceAll(UNSUBSCRIBE_PLACEHOLDER, unsubscribeUrl),
    headers: { ...unsubscribeHeaders(unsubscribeUrl), 'Message-ID': messageId },
  };
}
