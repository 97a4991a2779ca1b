import { CONTENT_KINDS, type NamePartKind } from '@core/generators/content-kinds';
import { DEFAULT_NAME_CATEGORY } from '@core/generators/content-schemas';

export const NAME_PART_TABS: Record<NamePartKind, string> = {
  prefixes: 'Prefixes',
  suffixes: 'Suffixes',
  'last-names': 'Last Names',
};

const one = (kind: NamePartKind) => CONTENT_KINDS[kind].noun.one;
const capitalized = (kind: NamePartKind) => one(kind)[0]!.toUpperCase() + one(kind).slice(1);

/** Spec part 2 §2, §5 and §8 (name components), plus the page's own labels. */
export const ELF_NAMES_TEXT = {
  title: 'Elf Name Generator',
  back: '← Back to Tools',
  previewTab: 'Preview Tool',
  manageTab: 'Manage Names',
  loading: 'Loading name components...',
  loadErrorTitle: 'Error',
  loadError: 'Failed to load name components',
  retry: 'Try again',
  tab: (kind: NamePartKind, count: number) => `${NAME_PART_TABS[kind]} (${count})`,
  addSingle: 'Add Single',
  bulkImport: 'Bulk Import',
  newName: (kind: NamePartKind) => `New ${one(kind)}`,
  addForm: (kind: NamePartKind) => `Add a ${one(kind)}`,
  category: 'Category (optional)',
  categoryHint: `Left blank, it is '${DEFAULT_NAME_CATEGORY}'.`,
  add: 'Add',
  adding: 'Adding...',
  added: (kind: NamePartKind) => `${capitalized(kind)} added`,
  addFailed: (kind: NamePartKind) => `Failed to add ${one(kind)}`,
  edit: (value: string) => `Edit ${value}`,
  editLabel: (kind: NamePartKind) => `Edit ${one(kind)}`,
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  updated: (kind: NamePartKind) => `${capitalized(kind)} updated`,
  updateFailed: (kind: NamePartKind) => `Failed to update ${one(kind)}`,
  delete: (value: string) => `Delete ${value}`,
  deleteTitle: (kind: NamePartKind) => `Delete ${one(kind)}`,
  deleteText: (value: string) =>
    `Are you sure you want to delete "${value}"? This action cannot be undone.`,
  deleted: (kind: NamePartKind) => `${capitalized(kind)} deleted`,
  deleteFailed: (kind: NamePartKind) => `Failed to delete ${one(kind)}`,
  empty: (kind: NamePartKind) =>
    `No ${CONTENT_KINDS[kind].noun.many} yet. Add the first one above.`,
  bulkCategory: 'Category for all (optional)',
  importComplete: 'Import Complete',
} as const;

/** The embed code's texts (Preview Tool tab). */
export const EMBED_TEXT = {
  instructionsTitle: 'Usage Instructions',
  instructions:
    'Embed the generator in any page with the code below. Both parameters are optional.',
  params: [
    {
      name: 'title',
      text: 'the heading shown above the generator (Elf Name Generator when left out).',
    },
    {
      name: 'show_history',
      text: 'true or false: whether the list of recent names is shown (true when left out).',
    },
  ],
  markupCaption: 'In the page markup:',
  scriptCaption: 'Or from a script:',
  titleField: 'Title',
  historyField: 'Show history',
  previewTitle: 'Preview',
} as const;
