import { screen } from '@testing-library/react';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { SENDS } from '@site/admin/testing/newsletter-fixtures';
import { NEWSLETTER_CARD_TEXT } from './newsletter-card';

describe("the dashboard's newsletter card", () => {
  it('shows the latest send under way, and leads to every send', async () => {
    const { user } = renderAdminPage(
      '/admin/dashboard',
      inMemoryAdminData({ newsletter: { sends: SENDS } }),
    );
    expect(await screen.findByText(NEWSLETTER_CARD_TEXT.sending)).toBeInTheDocument();
    expect(
      screen.getByText('Twelve elf arrival ideas, December 5, 2026: 412 sent, 37 visits'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: NEWSLETTER_CARD_TEXT.open }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  });

  it('says when no post was mailed yet', async () => {
    renderAdminPage('/admin/dashboard', inMemoryAdminData());
    expect(await screen.findByText(NEWSLETTER_CARD_TEXT.none)).toBeInTheDocument();
  });
});
