import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { NamePart } from '@core/models';
import { AdminPageAt } from '@site/admin/admin-page-preview';
import { IMPORT_PANEL_TEXT } from '@site/admin/components/import-panel/import-text';
import type { AdminData } from '@site/admin/data/admin-data';
import { inMemoryAdminData } from '@site/admin/testing/in-memory-admin-data';
import { ELF_NAMES_TEXT } from './elf-names-text';

const part = (id: string, value: string, category = 'custom'): NamePart => ({
  id,
  value,
  category,
});

const seeded = () =>
  inMemoryAdminData({
    content: {
      prefixes: ['Jingle', 'Sparkle', 'Twinkle', 'Frosty', 'Holly'].map((v, i) =>
        part(`p${i}`, v, i % 2 ? 'classic' : 'custom'),
      ),
      suffixes: [part('s1', 'toes'), part('s2', 'bells')],
      'last-names': [part('l1', 'McSparkle'), part('l2', 'Snowberry')],
    },
  });

const MANAGE = '/admin/elf-name-generator?tab=manage';

const meta = {
  title: 'Admin/Elf Name Generator',
  component: AdminPageAt,
  parameters: { ownRouter: true, layout: 'fullscreen' },
} satisfies Meta<typeof AdminPageAt>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Usage instructions with the embed code, and the live widget (when the site's loader is served). */
export const PreviewTool: Story = { args: { path: '/admin/elf-name-generator', data: seeded() } };

export const ManageNames: Story = { args: { path: MANAGE, data: seeded() } };

export const ManageNamesEmpty: Story = { args: { path: MANAGE, data: inMemoryAdminData() } };

/** The same data, with the content list answering as given. */
function listing(list: AdminData['content']['list']): AdminData {
  const data = inMemoryAdminData();
  return { ...data, content: { ...data.content, list } };
}

export const ManageNamesLoading: Story = {
  args: { path: MANAGE, data: listing(() => new Promise(() => {})) },
};

export const ManageNamesLoadError: Story = {
  args: { path: MANAGE, data: listing(() => Promise.reject(new Error('offline'))) },
};

/** Inline edit of one name, with the Save button disabled while the name is blank. */
export const InlineEditBlank: Story = {
  args: { path: MANAGE, data: seeded() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: ELF_NAMES_TEXT.edit('Jingle') }));
    await userEvent.clear(
      page.getByRole('textbox', { name: ELF_NAMES_TEXT.editLabel('prefixes') }),
    );
    await expect(page.getByRole('button', { name: ELF_NAMES_TEXT.save })).toBeDisabled();
  },
};

/** The add form's schema message for a name that is too long. */
export const AddTooLong: Story = {
  args: { path: MANAGE, data: seeded() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(
      await page.findByLabelText(ELF_NAMES_TEXT.newName('prefixes')),
      `${'x'.repeat(41)}{Enter}`,
    );
  },
};

/** Asking before a delete. */
export const DeleteConfirmation: Story = {
  args: { path: MANAGE, data: seeded() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: ELF_NAMES_TEXT.delete('Sparkle') }),
    );
  },
};

/** A bulk import's report: imported, skipped as already there, rejected, and why. */
export const BulkImportResult: Story = {
  args: { path: MANAGE, data: seeded() },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('tab', { name: ELF_NAMES_TEXT.bulkImport }));
    await userEvent.type(
      page.getByRole('textbox', { name: IMPORT_PANEL_TEXT.data }),
      `Pepper, Ginger{Enter}jingle, ${'y'.repeat(41)}`,
    );
    await userEvent.click(page.getByRole('button', { name: IMPORT_PANEL_TEXT.dryRun }));
    await userEvent.click(await page.findByRole('button', { name: IMPORT_PANEL_TEXT.import(2) }));
    await expect(await page.findByText(IMPORT_PANEL_TEXT.finished)).toBeVisible();
  },
};
