/**
 * Types of the <elf-generator> element for TypeScript and JSX pages: copy this file into a React
 * project (docs/embedding.md shows it, with the lines Vue needs). The loader defines the element.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** The element's attributes, as a page writes them. */
export interface ElfGeneratorAttributes {
  kind: 'elf-name' | 'craft' | 'scene' | 'recipe';
  /** A theme of the generator, or 'auto' (the visitor's colour scheme); unknown ones fall back. */
  theme?: string;
  'post-id'?: string;
  /** Elf names only: the heading instead of "Elf Name Generator". */
  'data-title'?: string;
  /** Elf names only: 'false' hides the recent names. */
  'data-show-history'?: 'true' | 'false';
}

declare global {
  interface HTMLElementTagNameMap {
    'elf-generator': HTMLElement;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'elf-generator': DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
        ElfGeneratorAttributes;
    }
  }
}
