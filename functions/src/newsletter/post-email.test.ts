import { postMailFor, postMailTemplate, POST_MAIL_TEXT } from './post-email';

const INPUT = {
  sendId: 'send-1',
  productName: 'Elf Letter',
  siteOrigin: 'https://elf.example',
  post: {
    title: 'Twelve nights of elf ideas',
    slug: 'twelve-nights',
    excerpt: 'A scene for every night until Christmas.',
    content: '<p>Start here.</p><div data-elf-generator="scene"></div><p>More.</p>',
    featuredImage: '/media/images/tree.webp',
  },
};
const UNSUBSCRIBE = 'https://elf.example/api/newsletter/unsubscribe?token=abc.def&x=1';

function mail() {
  return postMailFor(postMailTemplate(INPUT), {
    unsubscribeUrl: UNSUBSCRIBE,
    messageId: '<send-1.sub@elf.example>',
  });
}

it('mails the post 600 px wide with its excerpt as the preheader and its image absolute', () => {
  const { subject, html } = mail();
  expect(subject).toBe(INPUT.post.title);
  expect(html).toContain('max-width:600px');
  expect(html).toMatch(/<div[^>]*display:none[^>]*>A scene for every night until Christmas\./);
  expect(html).toMatch(
    /<img[^>]*alt="Twelve nights of elf ideas"[^>]*src="https:\/\/elf\.example\/media\/images\/tree\.webp"[^>]*width="600"/,
  );
  expect(html).toContain('name="color-scheme" content="light dark"');
  expect(html).toContain(POST_MAIL_TEXT.viewInBrowser);
  expect(html).not.toContain('<script');
});

it('turns each generator the post embeds into a card linking to its page, tagged for analytics', () => {
  const { html, text } = mail();
  expect(html).toContain('Elf Scene Generator');
  expect(html).toMatch(
    /<img[^>]*alt="Elf Scene Generator"[^>]*src="https:\/\/elf\.example\/media\/results\/generators\/scene-og\.png"[^>]*width="552"/,
  );
  expect(html).toContain('href="https://elf.example/generators/scene?ref=newsletter-send-1"');
  expect(text).toContain('Try it');
  expect(text).toContain('https://elf.example/generators/scene?ref=newsletter-send-1');
  expect(text).toContain('https://elf.example/blog/twelve-nights?ref=newsletter-send-1');
});

it('gives each recipient its own unsubscribe link, the one-click headers and a Message-ID', () => {
  const { html, text, headers } = mail();
  expect(html).toContain(`href="${UNSUBSCRIBE.replace('&', '&amp;')}"`);
  expect(text).toContain(UNSUBSCRIBE);
  expect(`${html}${text}`).not.toContain('unsubscribe.invalid');
  expect(headers).toEqual({
    'List-Unsubscribe': `<${UNSUBSCRIBE}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Message-ID': '<send-1.sub@elf.example>',
  });
});
