import { Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { GeneratorEmbedView } from './generator-embed-view';
import { isEmbedGenerator, type EmbedGenerator } from './generator-keys';

export interface GeneratorEmbedAttrs {
  generator: EmbedGenerator;
  theme: string | null;
  postId: string | null;
}

/** What the embeds of one post should carry. */
export interface EmbedTarget {
  theme: string;
  postId: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    generatorEmbed: {
      /** Inserts a generator embed at the cursor. */
      insertGeneratorEmbed: (attrs: GeneratorEmbedAttrs) => ReturnType;
      /** Gives every embed the post's theme and id (after either changes); not an undo step. */
      retargetGeneratorEmbeds: (target: EmbedTarget) => ReturnType;
    };
  }
}

/**
 * A generator inside a post. Saved as exactly the markup the widget loader starts:
 * <div data-elf-generator="craft" data-theme="…" data-post-id="…"></div>.
 */
export const GeneratorEmbed = Node.create({
  name: 'generatorEmbed',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,

  addAttributes() {
    // Rendered by renderHTML below, so the attribute order of the saved markup is fixed.
    return {
      generator: {
        default: 'craft',
        rendered: false,
        parseHTML: (element) => element.getAttribute('data-elf-generator'),
      },
      theme: {
        default: null,
        rendered: false,
        parseHTML: (element) => element.getAttribute('data-theme'),
      },
      postId: {
        default: null,
        rendered: false,
        parseHTML: (element) => element.getAttribute('data-post-id'),
      },
      // The elf name generator's embed options, kept as written (the toolbar never sets them).
      title: {
        default: null,
        rendered: false,
        parseHTML: (element) => element.getAttribute('data-title'),
      },
      showHistory: {
        default: null,
        rendered: false,
        parseHTML: (element) => element.getAttribute('data-show-history'),
      },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'div[data-elf-generator]',
        // An unknown generator is not an embed the loader could start: leave it to other rules.
        getAttrs: (element) =>
          isEmbedGenerator(element.getAttribute('data-elf-generator')) ? null : false,
      },
    ];
  },

  renderHTML({ node }) {
    // ProseMirror leaves out null attributes, so an old embed without a theme stays without one.
    return [
      'div',
      {
        'data-elf-generator': node.attrs.generator as string,
        'data-theme': node.attrs.theme as string | null,
        'data-post-id': node.attrs.postId as string | null,
        'data-title': node.attrs.title as string | null,
        'data-show-history': node.attrs.showHistory as string | null,
      },
    ];
  },

  addNodeView() {
    return ReactNodeViewRenderer(GeneratorEmbedView);
  },

  addCommands() {
    return {
      insertGeneratorEmbed:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
      retargetGeneratorEmbeds:
        (target) =>
        ({ tr, dispatch }) => {
          let changed = false;
          tr.doc.descendants((node, pos) => {
            if (node.type.name !== this.name) return true;
            if (node.attrs.theme !== target.theme || node.attrs.postId !== target.postId) {
              changed = true;
              if (dispatch) tr.setNodeMarkup(pos, undefined, { ...node.attrs, ...target });
            }
            return false;
          });
          if (changed && dispatch) tr.setMeta('addToHistory', false);
          return changed;
        },
    };
  },
});
