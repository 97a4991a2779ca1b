import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';

/**
 * Inside the shadow root, the host's inherited properties (font, colour, line height…) are reset
 * before the widget sets its own; the host page's selectors cannot reach in, and ours cannot leak out.
 */
const HOST_STYLE = `:host{all:initial!important;display:block!important}`;

const roots = new WeakMap<Element, Root>();

/** Renders a widget into the element's shadow root; a second init of the same element replaces the first. */
export function mountWidget(elementId: string, label: string, widget: ReactNode): void {
  const host = document.getElementById(elementId);
  if (!host) {
    console.error(`[${label}] No element with id "${elementId}" on this page: nothing rendered.`);
    return;
  }
  let shadow: ShadowRoot;
  try {
    shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  } catch (error) {
    console.error(`[${label}] Cannot render into #${elementId}`, error);
    return;
  }
  roots.get(host)?.unmount();
  shadow.replaceChildren();
  const style = document.createElement('style');
  style.textContent = HOST_STYLE;
  const container = document.createElement('div');
  shadow.append(style, container);
  const root = createRoot(container);
  root.render(
    <StyleSheetManager target={shadow as unknown as HTMLElement}>{widget}</StyleSheetManager>,
  );
  roots.set(host, root);
}

export interface InitArgs {
  elementId: string;
  theme?: string;
  postId: string | null;
}

/** Normalizes what pages pass to the global init functions. */
export function initArgs(elementId: string, theme?: string, postId?: string): InitArgs {
  return { elementId, theme: theme || undefined, postId: postId || null };
}
