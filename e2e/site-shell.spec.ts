import { expect, test } from '@playwright/test';
import { formatLongDate } from '../core/seo';
import { DEFAULT_SITE_SETTINGS } from '../core/settings';
import { createTestPost, deleteTestPost } from '../test/support/emulators';

const SUCCESSOR = DEFAULT_SITE_SETTINGS.successorUrl;

test.describe('static pages, rendered on the server', () => {
  test.use({ javaScriptEnabled: false });

  test('/about tells the story, mission, new home and thanks', async ({ page }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`About Us | ${DEFAULT_SITE_SETTINGS.productName}`);
    for (const heading of ['Our story', 'Our mission', 'Our new home', 'Thank you']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
  });

  test('/terms has a contents list of ten sections, today’s date and Minnesota law', async ({
    page,
  }) => {
    await page.goto('/terms');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Contents' }).getByRole('listitem'),
    ).toHaveCount(10);
    await expect(
      page.getByText(`Effective date: ${formatLongDate(new Date().toISOString())}`),
    ).toBeVisible();
    await expect(page.getByText(/laws of the State of Minnesota/)).toBeVisible();
    await page.getByRole('link', { name: 'Governing law' }).click();
    await expect(page).toHaveURL(/#law$/);
  });

  test('/privacy has nine sections and is not directed at children under 13', async ({ page }) => {
    await page.goto('/privacy');
    await expect(
      page.getByRole('navigation', { name: 'Contents' }).getByRole('listitem'),
    ).toHaveCount(9);
    await expect(page.getByText(/not directed at children under 13/)).toBeVisible();
  });

  test('the footer has quick links, legal links, Admin, the support email and the year', async ({
    page,
  }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    for (const name of [
      'Home',
      'Blog',
      'About Us',
      'Create letters',
      'Terms of Service',
      'Privacy Policy',
      'Admin',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute(
      'href',
      '/admin/login',
    );
    await expect(
      footer.getByRole('link', { name: DEFAULT_SITE_SETTINGS.supportEmail }),
    ).toBeVisible();
    await expect(footer).toContainText(
      `© ${new Date().getFullYear()} ${DEFAULT_SITE_SETTINGS.productName}`,
    );
  });
});

test('below 768 px the navigation sits behind a menu button', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(nav).toBeHidden();
});

test.describe('the sign-up dialog', () => {
  test.beforeEach(async ({ page }) => {
    // The successor service is another company's site: answer for it locally.
    await page.route(`${SUCCESSOR}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Letters</h1>' }),
    );
    await page.clock.install();
    await page.goto('/about');
    await page.getByRole('button', { name: 'Sign Up' }).click();
  });

  test('counts down from 15, preloads at 2 seconds left, then goes to the successor at 1', async ({
    page,
  }) => {
    const dialog = page.getByRole('dialog', { name: 'Our letter service has moved' });
    await expect(dialog).toContainText('5 free letters');
    await expect(dialog.getByTestId('signup-count')).toHaveText('15');
    await page.clock.runFor(12_000);
    await expect(dialog.getByTestId('signup-count')).toHaveText('3');
    await expect(dialog.getByTestId('signup-preload')).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(dialog.getByTestId('signup-preload')).toHaveAttribute('src', SUCCESSOR);
    await page.clock.runFor(1_000);
    await expect(page).toHaveURL(new RegExp(`^${SUCCESSOR}`));
  });

  test('closing it early stops the countdown', async ({ page }) => {
    await page.clock.runFor(3_000);
    await page.getByRole('button', { name: 'Stay here' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(20_000);
    await expect(page).toHaveURL('/about');
  });
});

test('an admin sees Admin Dashboard instead of Sign Up', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('adminLoggedIn', 'true'));
  await page.reload();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
  await expect(nav.getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
});

test.describe('the home page', () => {
  test('renders every section on the server, with three random published posts', async ({
    browser,
  }) => {
    const posts = await Promise.all(
      [1, 2, 3, 4].map((n) => createTestPost({ title: `Home pick ${n}` })),
    );
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/');
    const picks = page.getByRole('region', { name: 'From the blog' }).getByRole('article');
    await expect(picks).toHaveCount(3);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('link', { name: 'Create elf letters' })).toHaveAttribute(
      'href',
      SUCCESSOR,
    );
    await expect(page.getByRole('link', { name: 'Explore Blog' })).toHaveAttribute('href', '/blog');
    for (const heading of [
      'Everything for your elf, in one place',
      'Get new ideas by email',
      'Our letter service has moved',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type'])).toEqual([
      'Organization',
      'WebSite',
    ]);
    await context.close();
    await Promise.all(posts.map(deleteTestPost));
  });

  test('the newsletter form shows a success toast and clears the input', async ({ page }) => {
    await page.goto('/');
    const input = page.getByLabel('Email address');
    await input.fill(`home-${Date.now()}@elf.test`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByTestId('toast')).toContainText('Thanks for subscribing!');
    await expect(input).toHaveValue('');
  });
});

test('public pages hydrate without layout shift', async ({ page }) => {
  const post = await createTestPost({ title: 'Steady as a snowman' });
  await page.addInitScript(() => {
    const win = window as unknown as { layoutShift: number };
    win.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
      }[]) {
        if (!entry.hadRecentInput) win.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  try {
    for (const path of ['/', '/blog', `/blog/${post.slug}`, '/about', '/terms']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Cumulative layout shift after load and hydration: 0.1 is "good" for Google; we want none.
      expect(
        await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
        path,
      ).toBeLessThan(0.01);
    }
  } finally {
    await deleteTestPost(post);
  }
});
