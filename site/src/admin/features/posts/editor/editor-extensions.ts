import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import StarterKit from '@tiptap/starter-kit';
import { GeneratorEmbed } from './generator-embed';
import { isAllowedLinkUrl } from './link-url';

/** The post editor's schema and behaviour. StarterKit v3 already brings Link and Underline. */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      link: {
        // A click in the editor places the cursor; following links belongs to Preview.
        openOnClick: false,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedLinkUrl(url),
        // Per link instead (see linkAttributes): the site's own links must not open new tabs.
        HTMLAttributes: { target: null, rel: null, class: null },
      },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    Image.configure({ inline: false, allowBase64: false }),
    GeneratorEmbed,
  ];
}
