import { confirmationMail, welcomeMail } from './newsletter-mails';

const context = { productName: 'Elf Letter', siteOrigin: 'https://elfletter.example' };
const AT = new Date('2026-12-01T14:05:00.000Z');

describe('confirmationMail', () => {
  const link = 'https://elfletter.example/api/newsletter/confirm?token=a.b&c';
  const mail = confirmationMail(context, link, AT);

  it('says who asked (the site, the time) and that ignoring it is enough', () => {
    expect(mail.subject).toBe('Confirm your subscription to Elf Letter');
    expect(mail.text).toContain(
      'asked on elfletter.example on December 1, 2026, 14:05 UTC to get the Elf Letter newsletter',
    );
    expect(mail.text).toContain('If it was not you, ignore this mail');
    expect(mail.text).toContain('within 7 days');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text).toContain('https://elfletter.example\n');
    expect(mail.headers).toBeUndefined();
  });

  it('has an HTML part with the link, escaped', () => {
    expect(mail.html).toContain(
      'href="https://elfletter.example/api/newsletter/confirm?token=a.b&amp;c"',
    );
    expect(mail.html).toContain('ignore this mail');
  });
});

it('the welcome mail carries the unsubscribe link and the one-click headers', () => {
  const link = 'https://elfletter.example/api/newsletter/unsubscribe?token=x';
  const mail = welcomeMail(context, link);
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link}"`);
  expect(mail.headers).toEqual({
    'List-Unsubscribe': `<${link}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
});

describe('the welcome mail', () => {
  const link = 'https://elfletter.example/api/newsletter/unsubscribe?token=x';
  const mail = welcomeMail(context, link);
  /** The mail's HTML as a reader sees it: its tags' text, in order. */
  const shown = mail.html
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .filter(Boolean);

  it('says its link opens a page with the Unsubscribe button, not that it unsubscribes', () => {
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/one click/i);
      expect(part).toContain('press its Unsubscribe button (no sign-in needed)');
    }
    expect(mail.text).toContain(`Open this page and press its Unsubscribe button`);
    expect(mail.html).toContain(`<a href="${link}">Open the unsubscribe page</a>`);
  });

  it('puts the button right after the message, and the site line last', () => {
    expect(shown[0]).toMatch(/^You are subscribed to the Elf Letter newsletter/);
    expect(shown[1]).toBe('Visit the site');
    expect(shown.at(-1)).toBe('elfletter.example');
  });
});
