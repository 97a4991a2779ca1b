import { screen, waitFor, within } from '@testing-library/react';
import type { CraftIdea } from '@core/models';
import { renderAdminPage } from '../admin-test-support';
import { inMemoryAdminData } from '../testing/in-memory-admin-data';

const idea = (id: string, title: string): CraftIdea => ({
  id,
  title,
  instructions: 'Cut, glue and hang.',
  requiredSupplies: ['paper'],
  difficulty: 'Easy',
  timeRequired: null,
  updatedAt: '2026-11-01T09:00:00.000Z',
});

const IDEAS = [idea('c1', 'Acorn Elf'), idea('c2', 'Button Wreath'), idea('c3', 'Cotton Snowman')];

const seeded = () => inMemoryAdminData({ content: { crafts: IDEAS } });
const table = () => screen.getByRole('table', { name: 'Craft ideas' });
const titles = () =>
  [...table().querySelectorAll('tbody tr')].map(
    (row) => row.querySelector('td:nth-child(2)')!.textContent,
  );
const toast = () => screen.getByTestId('toast');

async function openIdeas(user: ReturnType<typeof renderAdminPage>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Craft Ideas (3)' }));
  await screen.findByRole('table', { name: 'Craft ideas' });
}

describe('select-many delete in a content table', () => {
  beforeAll(() => import('../features/crafts/craft-generator-route'));

  it('selects rows by keyboard, asks once, deletes them together and gives the focus to the table', async () => {
    const data = seeded();
    const removeMany = vi.spyOn(data.content, 'removeMany');
    const { user } = renderAdminPage('/admin/tools/craft-generator', data);
    await openIdeas(user);
    const first = screen.getByRole('checkbox', { name: 'Select Acorn Elf' });
    first.focus();
    await user.keyboard(' ');
    await user.click(screen.getByRole('checkbox', { name: 'Select Cotton Snowman' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete 2 craft ideas?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(titles()).toEqual(['Button Wreath']));
    expect(removeMany).toHaveBeenCalledTimes(1);
    expect(removeMany).toHaveBeenCalledWith('crafts', ['c1', 'c3']);
    expect(data.content.all('crafts').map((c) => c.id)).toEqual(['c2']);
    expect(toast()).toHaveTextContent('Deleted 2 craft ideas');
    expect(await screen.findByRole('tab', { name: 'Craft Ideas (1)' })).toBeInTheDocument();
    await waitFor(() => expect(table().closest('[tabindex="-1"]')).toHaveFocus());
  });

  it('selects every loaded row with a count; Cancel deletes nothing and returns the focus', async () => {
    const data = seeded();
    const { user } = renderAdminPage('/admin/tools/craft-generator', data);
    await openIdeas(user);
    await user.click(screen.getByRole('checkbox', { name: 'Select all 3 loaded rows' }));
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Delete selected' });
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Delete 3 craft ideas?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveFocus());
    expect(titles()).toHaveLength(3);
    expect(data.content.all('crafts')).toHaveLength(3);
  });

  it('keeps the ids a request could not delete selected and names them; the rest leave', async () => {
    const data = seeded();
    const real = data.content.removeMany.bind(data.content);
    vi.spyOn(data.content, 'removeMany').mockImplementation(async (kind, ids) => {
      const result = await real(
        kind,
        ids.filter((id) => id !== 'c2'),
      );
      return { ...result, failed: [{ id: 'c2', reason: 'Transaction too big' }] };
    });
    const { user } = renderAdminPage('/admin/tools/craft-generator', data);
    await openIdeas(user);
    await user.click(screen.getByRole('checkbox', { name: 'Select all 3 loaded rows' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() => expect(titles()).toEqual(['Button Wreath']));
    expect(screen.getByRole('checkbox', { name: 'Select Button Wreath' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '1 craft idea could not be deleted and stays selected: Button Wreath (Transaction too big)',
    );
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete selected' })).toHaveFocus(),
    );
  });
});
