import { CONTENT_KINDS } from '@core/generators/content-kinds';
import { CONTENT_TEXT } from '@core/generators/content-schemas';
import { countOf } from '@core/lib/plural';

/** Spec part 2 §2, §5 and §8 (scenes), verbatim where the spec gives words. */
export const SCENE_ADMIN_TEXT = {
  heading: 'Scene Generator Configuration',
  tabs: { ideas: 'Scene Ideas', preview: 'Preview Tool' },
  saved: 'Changes saved',
  savedText: 'The scene generator uses them from now on.',
  saveFailed: 'Failed to save changes',
  settingsLoadFailed: 'Failed to load the scene generator settings',
  appearance: 'Appearance',
  // The scene admin
  count: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'scene' : 'scenes'}`,
  import: 'Import Scenes',
  loading: 'Loading scenes...',
  loadError: 'Failed to load scenes',
  empty: 'No scenes yet. Add one with the form or import a file.',
  loadMore: 'Load more',
  formCreate: 'Add Scene',
  formEdit: 'Edit Scene',
  create: 'Create Scene',
  update: 'Update Scene',
  cancel: 'Cancel',
  saving: 'Saving...',
  created: 'Scene created',
  updated: 'Scene updated',
  createFailed: 'Failed to create scene',
  updateFailed: 'Failed to update scene',
  deleted: 'Scene Deleted',
  deleteFailed: 'Failed to delete scene',
  deleteTitle: 'Delete Scene',
  deleteText: (title: string) =>
    `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  invalidTitle: CONTENT_TEXT.sceneInvalidTitle,
  invalid: CONTENT_TEXT.sceneRequired,
  itemRequired: CONTENT_TEXT.sceneItemRequired,
  // Fields
  title: 'Title',
  description: 'Description',
  items: 'Required Items',
  item: (n: number) => `Required item ${n}`,
  addItem: 'Add Item',
  removeItem: (n: number) => `Remove required item ${n}`,
  setup: 'Setup Instructions',
  difficulty: 'Difficulty',
  time: 'Time Required',
  timeHint: 'Optional, e.g. 10 minutes',
  // The importer page
  importerHeading: 'Import Elf Scenes',
  backToScenes: 'Back to Scene Generator',
  importComplete: 'Import complete',
  importCompleteText: (imported: number, failed: number) =>
    `Successfully imported ${countOf(imported, CONTENT_KINDS.scenes.noun)}. ${failed} failed validation.`,
  importFailed: 'Import failed',
  importFailedText: 'An error occurred while importing elf scenes. Please try again.',
} as const;
