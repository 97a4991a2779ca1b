import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useCallback, useEffect, useId, useRef, useState, type JSX } from 'react';
import styled from 'styled-components';
import { postBodyStyles } from '@site/shared/components/post-body';
import { EditorToolbar, ToolButton } from './editor-toolbar';
import { editorExtensions } from './editor-extensions';
import { moveCursorAfterSelectedNode } from './cursor-after-node';
import { EDITOR_TEXT } from './editor-text';
import type { InsertableGenerator } from './generator-keys';
import { InsertImageDialog } from './insert-image-dialog';
import { LinkPopover } from './link-popover';
import { linkAttributes } from './link-url';
import { PostPreview } from './post-preview';
import { useCurrentEditorState } from './use-current-editor-state';

export interface RichTextEditorProps {
  /**
   * Post HTML; the editor is controlled loosely: it loads `value` on mount and when `value`
   * changes to something other than its own last output.
   */
  value: string;
  /** The post's HTML after each change; '' when the editor holds nothing. */
  onChange(html: string): void;
  /** Uploads an inline image and answers its public URL (the form calls POST /api/admin/images?kind=inline). */
  uploadImage(file: File): Promise<string>;
  /** Written into generator embeds as data-post-id so usage is counted per post. */
  postId: string;
  /** The post's theme key; generator embeds get it as data-theme. */
  theme: string;
  /** Opens in full screen (stories, or a page that wants distraction-free editing). */
  defaultFullScreen?: boolean;
}

/** Spec part 1 §2: minimum editor height about 700 px. */
export const EDITOR_MIN_HEIGHT = '700px';

const Card = styled.section<{ $fullScreen: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  ${({ $fullScreen }) =>
    $fullScreen &&
    `
    position: fixed;
    inset: 0;
    z-index: 800;
    border-radius: 0;
    overflow: hidden;
  `}
  /* A phone has no room for two columns: the live preview follows the editor, and the page scrolls. */
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    ${({ $fullScreen }) => $fullScreen && 'overflow-y: auto;'}
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const ModeSwitch = styled.div`
  display: inline-flex;
  padding: 0.2rem;
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const ToolbarArea = styled.div`
  position: relative;
`;

const Panes = styled.div<{ $split: boolean; $fullScreen: boolean }>`
  display: grid;
  grid-template-columns: ${({ $split }) => ($split ? 'minmax(0, 1fr) minmax(0, 1fr)' : '1fr')};
  gap: 1rem;
  ${({ $fullScreen }) => $fullScreen && 'flex: 1; min-height: 0;'}
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    grid-template-columns: minmax(0, 1fr);
    flex: none;
  }
`;

const Pane = styled.div<{ $fullScreen: boolean }>`
  min-height: ${EDITOR_MIN_HEIGHT};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  ${({ $fullScreen }) => $fullScreen && 'min-height: 0; overflow-y: auto;'}
  &[hidden] {
    display: none;
  }
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    overflow-y: visible;
  }
`;

const EditorPane = styled(Pane)`
  .ProseMirror {
    ${postBodyStyles}
    min-height: ${EDITOR_MIN_HEIGHT};
    padding: 1rem 1.5rem;
    outline: none;
  }
  @media (max-width: ${({ theme }) => theme.mobileBreakpoint}) {
    .ProseMirror {
      padding: 1rem;
    }
    /* In full screen the preview below must show up without scrolling past 700 px of blank page. */
    ${({ $fullScreen }) => $fullScreen && '.ProseMirror { min-height: 50vh; }'}
  }
  .ProseMirror:focus-visible {
    box-shadow: inset 0 0 0 2px #2563eb;
  }
  .ProseMirror img.ProseMirror-selectednode {
    outline: 3px solid #2563eb;
  }
  .ProseMirror a {
    cursor: text;
  }
`;

/** ProseMirror's contenteditable, named for assistive technology. */
const EDITOR_PROPS = {
  attributes: {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': EDITOR_TEXT.content,
  },
};

/**
 * The post HTML, without the empty paragraph the editor keeps after a final list, code block or
 * embed so the cursor can get past it: on the site it would only add a gap.
 */
const editorOutput = (editor: Editor) =>
  editor.isEmpty ? '' : editor.getHTML().replace(/<p><\/p>$/, '');

type Mode = 'edit' | 'preview';

/**
 * How many of its own outputs the editor recognises when they come back as `value`. The form's
 * value can trail the editor by a keystroke or two (its effects run after the editor has taken
 * more input), and reloading such a value would drop what was typed since.
 */
const RECENT_OUTPUTS = 20;

/** Loads `value` when it is not the editor's own output (a loaded post, a reset form). */
function useLooselyControlledContent(
  editor: Editor,
  value: string,
  onChange: (html: string) => void,
) {
  const recentOutputs = useRef([value]);
  useEffect(() => {
    const emit = () => {
      const html = editorOutput(editor);
      recentOutputs.current = [...recentOutputs.current.slice(1 - RECENT_OUTPUTS), html];
      onChange(html);
    };
    editor.on('update', emit);
    return () => {
      editor.off('update', emit);
    };
  }, [editor, onChange]);
  useEffect(() => {
    if (recentOutputs.current.includes(value)) return;
    recentOutputs.current = [value];
    // Loading is not an edit: Undo must not bring the previous document back.
    editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);
}

/** Embeds follow the post when its theme or id changes (a new post gets its id on first save). */
function useEmbedTarget(editor: Editor, theme: string, postId: string) {
  const applied = useRef({ theme, postId });
  useEffect(() => {
    if (applied.current.theme === theme && applied.current.postId === postId) return;
    applied.current = { theme, postId };
    editor.commands.retargetGeneratorEmbeds({ theme, postId });
  }, [editor, theme, postId]);
}

export function RichTextEditor({
  value,
  onChange,
  uploadImage,
  postId,
  theme,
  defaultFullScreen = false,
}: RichTextEditorProps): JSX.Element {
  const [extensions] = useState(editorExtensions);
  const [initialContent] = useState(value);
  const editor = useEditor({ extensions, content: initialContent, editorProps: EDITOR_PROPS });
  useLooselyControlledContent(editor, value, onChange);
  useEmbedTarget(editor, theme, postId);

  const [mode, setMode] = useState<Mode>('edit');
  const [fullScreen, setFullScreen] = useState(defaultFullScreen);
  const [livePreview, setLivePreview] = useState(defaultFullScreen);
  const [linkHref, setLinkHref] = useState<string | null>(null);
  const [imageOpen, setImageOpen] = useState(false);
  const titleId = useId();

  const previewShown = mode === 'preview' || (fullScreen && livePreview);
  const previewHtml = useCurrentEditorState(editor, (current) =>
    previewShown ? editorOutput(current) : '',
  );

  // The dialog hands focus back as it unmounts, which may come after the editor is gone.
  const focusEditor = useCallback(() => {
    if (!editor.isDestroyed) editor.commands.focus();
  }, [editor]);

  const toggleFullScreen = () => {
    if (!fullScreen) {
      // Spec §4: entering full screen turns the preview on, beside the editor.
      setLivePreview(true);
      setMode('edit');
    }
    setFullScreen(!fullScreen);
    focusEditor();
  };

  useEffect(() => {
    if (!fullScreen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The image dialog and the link panel use Escape to close themselves. ProseMirror marks
      // every Escape typed in the text as handled too, but uses it for nothing.
      const handledElsewhere =
        event.defaultPrevented && !editor.view.dom.contains(event.target as Node);
      if (event.key !== 'Escape' || handledElsewhere || imageOpen) return;
      setFullScreen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind must not scroll under the full-screen editor.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
    };
  }, [editor, fullScreen, imageOpen]);

  const applyLink = (href: string) => {
    setLinkHref(null);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!href) return chain.unsetLink().run();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected to link: the URL itself becomes the link text.
      const attrs = linkAttributes(href);
      return chain
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs }] })
        .run();
    }
    return chain.setLink(linkAttributes(href)).run();
  };

  const insertGenerator = (generator: InsertableGenerator) =>
    editor
      .chain()
      .focus()
      .command(moveCursorAfterSelectedNode)
      .insertGeneratorEmbed({ generator, theme, postId })
      .command(moveCursorAfterSelectedNode)
      .run();

  const switchMode = (next: Mode) => {
    setMode(next);
    setLinkHref(null);
  };

  return (
    <Card aria-labelledby={titleId} $fullScreen={fullScreen} data-full-screen={fullScreen}>
      <Header>
        <h2 id={titleId}>{EDITOR_TEXT.cardTitle}</h2>
        <ModeSwitch role="group" aria-label={EDITOR_TEXT.modeGroup}>
          {(['edit', 'preview'] as const).map((each) => (
            <ToolButton
              key={each}
              type="button"
              aria-pressed={mode === each}
              onClick={() => switchMode(each)}
            >
              {each === 'edit' ? EDITOR_TEXT.edit : EDITOR_TEXT.preview}
            </ToolButton>
          ))}
        </ModeSwitch>
      </Header>
      {mode === 'edit' && (
        <ToolbarArea>
          <EditorToolbar
            editor={editor}
            fullScreen={fullScreen}
            livePreview={livePreview}
            onLink={() =>
              setLinkHref((editor.getAttributes('link').href as string | undefined) ?? '')
            }
            onImage={() => setImageOpen(true)}
            onInsertGenerator={insertGenerator}
            onToggleFullScreen={toggleFullScreen}
            onToggleLivePreview={() => {
              setLivePreview(!livePreview);
              focusEditor();
            }}
          />
          {linkHref !== null && (
            <LinkPopover
              initialHref={linkHref}
              onApply={applyLink}
              onCancel={() => {
                setLinkHref(null);
                focusEditor();
              }}
            />
          )}
        </ToolbarArea>
      )}
      <Panes $split={mode === 'edit' && previewShown} $fullScreen={fullScreen}>
        <EditorPane $fullScreen={fullScreen} hidden={mode !== 'edit'}>
          <EditorContent editor={editor} />
        </EditorPane>
        {previewShown && (
          <Pane $fullScreen={fullScreen} role="region" aria-label={EDITOR_TEXT.previewRegion}>
            <PostPreview html={previewHtml} />
          </Pane>
        )}
      </Panes>
      <InsertImageDialog
        open={imageOpen}
        onOpenChange={setImageOpen}
        uploadImage={uploadImage}
        onInsert={({ src, alt, title }) =>
          editor
            .chain()
            .focus()
            .command(moveCursorAfterSelectedNode)
            .setImage({ src, alt, ...(title ? { title } : {}) })
            .command(moveCursorAfterSelectedNode)
            .run()
        }
        onCloseFocus={focusEditor}
      />
    </Card>
  );
}

/** For React.lazy: the editor (Tiptap and ProseMirror) loads only when a post form needs it. */
export default RichTextEditor;
