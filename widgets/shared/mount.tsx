import { Component, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { FIRST_FRAME_ATTRIBUTE } from '@core/generators/generator-embeds';
import { prepareShadowStyles } from './shadow-styles';

const roots = new WeakMap<Element, Root>();

/**
 * The first frame the server rendered in the element's declarative shadow root, while no widget
 * has taken it over: what the widget hydrates rather than renders again.
 */
export function serverFirstFrame(host: HTMLElement): HTMLElement | null {
  // Among the root's children (`:scope` means nothing in a shadow root's querySelector).
  const frame = [...(host.shadowRoot?.children ?? [])].find((child) =>
    child.hasAttribute(FIRST_FRAME_ATTRIBUTE),
  );
  return frame instanceof HTMLElement ? frame : null;
}

export interface MountContext {
  /** Name of the global init function, used in console messages. */
  label: string;
  /** The widget's title, used in the message shown when it cannot render. */
  title: string;
  /** The page's CSP nonce, for browsers that need `<style>` elements. */
  nonce?: string;
}

export const unavailableMessage = (title: string) =>
  `The ${title} could not be shown on this page.`;

/** Shows the unavailable message instead of a widget that failed while rendering. */
class Fallback extends Component<
  { context: MountContext; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    reportFailure(this.props.context, error);
  }
  override render() {
    return this.state.failed ? (
      <p role="alert">{unavailableMessage(this.props.context.title)}</p>
    ) : (
      this.props.children
    );
  }
}

function reportFailure({ label, title }: MountContext, error: unknown): void {
  console.error(`[${label}] ${unavailableMessage(title)}`, error);
}

/**
 * Renders a widget into the element's shadow root; a second start of the same element replaces
 * the first. Given the server's first frame (serverFirstFrame), hydrates it instead: the same
 * nodes, and the server's styles kept beside the ones the widget adds, so nothing on screen
 * changes. Never throws into the page: what cannot render logs one error and leaves a readable
 * message in the element.
 */
export function mountWidget(
  host: HTMLElement,
  context: MountContext,
  widget: ReactNode,
  firstFrame: HTMLElement | null = null,
): void {
  try {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    roots.get(host)?.unmount();
    if (!firstFrame) shadow.replaceChildren();
    const target = prepareShadowStyles(shadow, context.nonce);
    const tree = (
      <Fallback context={context}>
        <StyleSheetManager target={target} nonce={context.nonce}>
          {widget}
        </StyleSheetManager>
      </Fallback>
    );
    if (firstFrame) {
      roots.set(host, hydrateRoot(firstFrame, tree));
      // Hydration leaves attributes as they are: this one now says the widget runs here.
      firstFrame.removeAttribute(FIRST_FRAME_ATTRIBUTE);
      return;
    }
    const container = document.createElement('div');
    shadow.append(container);
    const root = createRoot(container);
    roots.set(host, root);
    root.render(tree);
  } catch (error) {
    reportFailure(context, error);
    (host.shadowRoot ?? host).textContent = unavailableMessage(context.title);
  }
}

/** Removes the element's widget (an <elf-generator> taken out of the page): nothing is left running. */
export function unmountWidget(host: HTMLElement): void {
  roots.get(host)?.unmount();
  roots.delete(host);
  host.shadowRoot?.replaceChildren();
}
