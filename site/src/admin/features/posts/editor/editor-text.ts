/** The editor's user-visible words, in one place so tests can find them. */

/** Shortcut modifier as the admin's keyboard labels it. */
const MOD =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent) ? 'Cmd' : 'Ctrl';

export const EDITOR_TEXT = {
  cardTitle: 'Content Editor',
  modeGroup: 'Editor mode',
  edit: 'Edit',
  preview: 'Preview',
  toolbar: 'Formatting',
  content: 'Post content',
  previewRegion: 'Post preview',
  fullScreen: 'Full screen',
  showPreview: 'Show preview',
  hidePreview: 'Hide preview',
  linkPanel: 'Edit link',
  linkUrl: 'Link URL',
  linkApply: 'Apply',
  linkCancel: 'Cancel',
  linkHint: 'Leave empty to remove the link.',
  linkInvalid: 'Use an http(s), mailto or relative URL (e.g. /blog/my-post).',
} as const;

export interface ToolbarLabel {
  label: string;
  /** The title attribute: the label plus the keyboard shortcut when there is one. */
  title: string;
}

const tool = (label: string, shortcut?: string): ToolbarLabel => ({
  label,
  title: shortcut ? `${label} (${shortcut.replace('Mod', MOD)})` : label,
});

export const TOOL_LABELS = {
  bold: tool('Bold', 'Mod+B'),
  italic: tool('Italic', 'Mod+I'),
  underline: tool('Underline', 'Mod+U'),
  alignLeft: tool('Align left', 'Mod+Shift+L'),
  alignCenter: tool('Align center', 'Mod+Shift+E'),
  alignRight: tool('Align right', 'Mod+Shift+R'),
  link: tool('Link'),
  image: tool('Image'),
  bulletList: tool('Bullet list', 'Mod+Shift+8'),
  orderedList: tool('Numbered list', 'Mod+Shift+7'),
  codeBlock: tool('Code', 'Mod+Alt+C'),
  undo: tool('Undo', 'Mod+Z'),
  redo: tool('Redo', 'Mod+Shift+Z'),
  fullScreen: tool(EDITOR_TEXT.fullScreen, 'Esc to leave'),
} as const;
