import { CONTENT_KINDS } from '@core/generators/content-kinds';
import { CONTENT_TEXT } from '@core/generators/content-schemas';
import { countOf } from '@core/lib/plural';

/** Spec part 2 §2, §5 and §8 (crafts), verbatim where the spec gives words. */
export const CRAFT_ADMIN_TEXT = {
  heading: 'Craft Generator Configuration',
  tabs: {
    supplies: 'Default Supplies',
    ideas: (count: number | null) =>
      `Craft Ideas${count === null ? '' : ` (${count.toLocaleString('en-US')})`}`,
    appearance: 'Appearance',
    preview: 'Preview Tool',
  },
  saved: 'Changes saved',
  savedText: 'The craft generator uses them from now on.',
  saveFailed: 'Failed to save changes',
  settingsLoadFailed: 'Failed to load the craft generator settings',
  // Default supplies
  suppliesIntro:
    'Visitors see these supplies first in the craft generator and tick the ones they have.',
  newSupply: 'New supply',
  addSupply: 'Add Supply',
  removeSupply: (name: string) => `Remove ${name}`,
  // Craft ideas
  ideasCount: (count: number) =>
    `${count.toLocaleString('en-US')} craft ${count === 1 ? 'idea' : 'ideas'}`,
  add: 'Add Craft Idea',
  import: 'Import Craft Ideas',
  closeImport: 'Close Import',
  formCreate: 'Add Craft Idea',
  formEdit: 'Edit Craft Idea',
  create: 'Create Craft',
  update: 'Update Craft',
  cancel: 'Cancel',
  saving: 'Saving...',
  loading: 'Loading craft ideas...',
  loadError: 'Failed to load craft ideas',
  empty: 'No craft ideas yet. Add one or import a file.',
  loadMore: 'Load more',
  created: 'Craft created',
  updated: 'Craft updated',
  deleted: 'Craft deleted',
  saveIdeaFailed: 'Failed to save craft',
  deleteFailed: 'Failed to delete craft',
  deleteTitle: 'Delete Craft Idea',
  deleteText: (title: string) =>
    `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  importFailed: 'Import failed',
  importComplete: 'Import complete',
  importCompleteText: (imported: number, failed: number) =>
    `Successfully imported ${countOf(imported, CONTENT_KINDS.crafts.noun)}. ${failed} failed validation.`,
  // The idea form
  title: 'Title',
  instructions: 'Instructions',
  supplies: 'Required Supplies',
  suppliesHint: 'Tick the default supplies this craft needs, or add others.',
  otherSupply: 'Other supply',
  difficulty: 'Difficulty',
  time: 'Time required',
  timeHint: 'Optional, e.g. 20 minutes',
  suppliesRequiredTitle: CONTENT_TEXT.suppliesRequiredTitle,
  suppliesRequired: CONTENT_TEXT.suppliesRequired,
} as const;
