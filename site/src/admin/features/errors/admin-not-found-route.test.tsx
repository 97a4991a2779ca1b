import { screen, waitFor } from '@testing-library/react';
import { renderAdminPage } from '@site/admin/admin-test-support';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { ADMIN_NOT_FOUND_TEXT } from './admin-not-found-route';

describe('unknown admin addresses', () => {
  it('show Page not found, naming the address, with a link to the dashboard', async () => {
    const { router, user } = renderAdminPage('/admin/no-such-page', inMemoryAdminData());
    expect(
      await screen.findByRole('heading', { level: 1, name: ADMIN_NOT_FOUND_TEXT.title }),
    ).toBeInTheDocument();
    expect(screen.getByText('/admin/no-such-page')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: ADMIN_NOT_FOUND_TEXT.dashboard }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
