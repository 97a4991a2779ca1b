import type { Editor } from '@tiptap/react';
import type { KeyboardEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Icon } from './editor-icons';
import { EDITOR_TEXT, TOOL_LABELS, type ToolbarLabel } from './editor-text';
import { GENERATOR_TEXT, INSERTABLE_GENERATORS, type InsertableGenerator } from './generator-keys';
import { useCurrentEditorState } from './use-current-editor-state';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem;
  padding: 0.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px 8px 0 0;
  background: ${({ theme }) => theme.colors.background};
`;

const Divider = styled.span`
  width: 1px;
  align-self: stretch;
  margin: 0 0.25rem;
  background: ${({ theme }) => theme.colors.border};
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.3rem;
  min-width: 2.25rem;
  height: 2.25rem;
  padding: 0 0.5rem;
  font: inherit;
  font-size: 0.9rem;
  border: 1px solid transparent;
  border-radius: 6px;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: #fee2e2;
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

function Tool({
  label,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: ToolbarLabel;
  pressed?: boolean;
  disabled?: boolean;
  onClick(): void;
  children: ReactNode;
}) {
  return (
    <ToolButton
      type="button"
      aria-label={label.label}
      title={label.title}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </ToolButton>
  );
}

/** Arrow keys move along the toolbar as well as Tab, as toolbars usually allow. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
  const edge = { Home: 'first', End: 'last' }[event.key];
  if (step === undefined && edge === undefined) return;
  const buttons = [...event.currentTarget.querySelectorAll('button')].filter(
    (button) => !button.disabled,
  );
  const current = buttons.indexOf(event.target as HTMLButtonElement);
  if (current < 0) return;
  event.preventDefault();
  const next =
    edge === 'first'
      ? 0
      : edge === 'last'
        ? buttons.length - 1
        : (current + (step ?? 0) + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

export interface EditorToolbarProps {
  editor: Editor;
  fullScreen: boolean;
  livePreview: boolean;
  onLink(): void;
  onImage(): void;
  onInsertGenerator(generator: InsertableGenerator): void;
  onToggleFullScreen(): void;
  onToggleLivePreview(): void;
}

export function EditorToolbar({
  editor,
  fullScreen,
  livePreview,
  onLink,
  onImage,
  onInsertGenerator,
  onToggleFullScreen,
  onToggleLivePreview,
}: EditorToolbarProps) {
  const state = useCurrentEditorState(editor, (current) => {
    const center = current.isActive({ textAlign: 'center' });
    const right = current.isActive({ textAlign: 'right' });
    const justify = current.isActive({ textAlign: 'justify' });
    return {
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      link: current.isActive('link'),
      // Unaligned text reads left to right: that is "left" for the reader.
      left: !center && !right && !justify,
      center,
      right,
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      codeBlock: current.isActive('codeBlock'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    };
  });
  const chain = () => editor.chain().focus();

  return (
    <Bar
      role="toolbar"
      aria-label={EDITOR_TEXT.toolbar}
      onKeyDown={moveFocus}
      // A click keeps focus and the visible selection in the text; keyboard users still tab here.
      onMouseDown={(event) => {
        if ((event.target as Element).closest('button')) event.preventDefault();
      }}
    >
      <Tool
        label={TOOL_LABELS.bold}
        pressed={state.bold}
        onClick={() => chain().toggleBold().run()}
      >
        <strong aria-hidden="true">B</strong>
      </Tool>
      <Tool
        label={TOOL_LABELS.italic}
        pressed={state.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <em aria-hidden="true">I</em>
      </Tool>
      <Tool
        label={TOOL_LABELS.underline}
        pressed={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      >
        <u aria-hidden="true">U</u>
      </Tool>
      <Divider aria-hidden="true" />
      <Tool
        label={TOOL_LABELS.alignLeft}
        pressed={state.left}
        // Left is the default: clearing the alignment keeps the markup free of redundant styles.
        onClick={() => chain().unsetTextAlign().run()}
      >
        <Icon name="alignLeft" />
      </Tool>
      <Tool
        label={TOOL_LABELS.alignCenter}
        pressed={state.center}
        onClick={() => chain().toggleTextAlign('center').run()}
      >
        <Icon name="alignCenter" />
      </Tool>
      <Tool
        label={TOOL_LABELS.alignRight}
        pressed={state.right}
        onClick={() => chain().toggleTextAlign('right').run()}
      >
        <Icon name="alignRight" />
      </Tool>
      <Divider aria-hidden="true" />
      <Tool label={TOOL_LABELS.link} pressed={state.link} onClick={onLink}>
        <Icon name="link" />
      </Tool>
      <Tool label={TOOL_LABELS.image} onClick={onImage}>
        <Icon name="image" />
      </Tool>
      <Tool
        label={TOOL_LABELS.bulletList}
        pressed={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <Icon name="bulletList" />
      </Tool>
      <Tool
        label={TOOL_LABELS.orderedList}
        pressed={state.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <Icon name="orderedList" />
      </Tool>
      <Tool
        label={TOOL_LABELS.codeBlock}
        pressed={state.codeBlock}
        onClick={() => chain().toggleCodeBlock().run()}
      >
        <Icon name="code" />
      </Tool>
      <Divider aria-hidden="true" />
      <Tool label={TOOL_LABELS.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()}>
        <Icon name="undo" />
      </Tool>
      <Tool label={TOOL_LABELS.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()}>
        <Icon name="redo" />
      </Tool>
      <Divider aria-hidden="true" />
      {INSERTABLE_GENERATORS.map((generator) => {
        const label = GENERATOR_TEXT.insert(generator);
        return (
          <Tool
            key={generator}
            label={{ label, title: label }}
            onClick={() => onInsertGenerator(generator)}
          >
            <span aria-hidden="true">+ {GENERATOR_TEXT.insertShort(generator)}</span>
          </Tool>
        );
      })}
      <Divider aria-hidden="true" />
      {fullScreen && (
        <ToolButton type="button" onClick={onToggleLivePreview}>
          {livePreview ? EDITOR_TEXT.hidePreview : EDITOR_TEXT.showPreview}
        </ToolButton>
      )}
      <Tool label={TOOL_LABELS.fullScreen} pressed={fullScreen} onClick={onToggleFullScreen}>
        <Icon name={fullScreen ? 'exitFullScreen' : 'fullScreen'} />
      </Tool>
    </Bar>
  );
}
