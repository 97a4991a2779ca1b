/**
 * <elf-generator kind="scene" theme="auto" post-id="…">: a generator as an element, for pages
 * (React, Vue, plain HTML) that would rather write an element than call a function. It starts when
 * it joins the page, starts again when its kind, theme or options change, and removes its widget
 * when it leaves the page.
 */
import type { StartOptions } from '../shared/define-generator';
import { optionsFromMarkup } from '../shared/widget-options';
import type { GeneratorModule } from './create-loader';
import { isGeneratorKey, showUnknownGenerator, type GeneratorKey } from './generators';

export const ELEMENT_NAME = 'elf-generator';
/** The attributes it reacts to; data-title and data-show-history as on markup embeds. */
const OBSERVED = ['kind', 'theme', 'post-id', 'data-title', 'data-show-history'];

/**
 * `load` answers a generator's module, or nothing when it could not be loaded (the loader says so
 * in the console).
 */
export function defineElement(
  win: Window,
  doc: Document,
  load: (key: GeneratorKey) => Promise<GeneratorModule | undefined>,
  nonce: string | undefined,
): void {
  if (win.customElements.get(ELEMENT_NAME)) return;

  // The page's own HTMLElement: the loader may run with another window's (tests).
  const { HTMLElement } = win as Window & typeof globalThis;
  class ElfGeneratorElement extends HTMLElement {
    static observedAttributes = OBSERVED;
    /** Counts starts: a generator that loads after a later change (or removal) starts nothing. */
    #version = 0;
    /** The generator whose widget the element shows, to remove it. */
    #shown: GeneratorModule | undefined;

    connectedCallback() {
      this.#render();
    }

    attributeChangedCallback(_name: string, before: string | null, after: string | null) {
      if (this.isConnected && before !== after) this.#render();
    }

    disconnectedCallback() {
      this.#version += 1;
      this.#shown?.stop(this);
      this.#shown = undefined;
    }

    #render() {
      const version = ++this.#version;
      const kind = this.getAttribute('kind') ?? undefined;
      if (!isGeneratorKey(kind)) {
        this.#shown?.stop(this);
        this.#shown = undefined;
        showUnknownGenerator(this, kind);
        return;
      }
      // The error about an earlier kind goes at once, not once the new generator has loaded.
      if (!this.#shown) this.shadowRoot?.replaceChildren();
      // Without an id, the element's place among the page's elements names it for usage counts.
      const place = [...doc.querySelectorAll(ELEMENT_NAME)].indexOf(this) + 1;
      const options: StartOptions = {
        theme: this.getAttribute('theme') ?? undefined,
        postId: this.getAttribute('post-id'),
        instanceId: this.id || `${ELEMENT_NAME}-${place}`,
        nonce,
        method: 'element',
        ...optionsFromMarkup(this),
      };
      void load(kind).then((module) => {
        if (!module || version !== this.#version) return;
        if (this.#shown !== module) this.#shown?.stop(this);
        this.#shown = module;
        module.start(this, options);
      });
    }
  }
  win.customElements.define(ELEMENT_NAME, ElfGeneratorElement);
}
