import { Component, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager } from 'styled-components';
import { prepareShadowStyles } from './shadow-styles';

const roots = new WeakMap<Element, Root>();

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
 * the first. Never throws into the page: what cannot render logs one error and leaves a readable
 * message in the element.
 */
export function mountWidget(host: HTMLElement, context: MountContext, widget: ReactNode): void {
  try {
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    roots.get(host)?.unmount();
    shadow.replaceChildren();
    const target = prepareShadowStyles(shadow, context.nonce);
    const container = document.createElement('div');
    shadow.append(container);
    const root = createRoot(container);
    roots.set(host, root);
    root.render(
      <Fallback context={context}>
        <StyleSheetManager target={target} nonce={context.nonce}>
          {widget}
        </StyleSheetManager>
      </Fallback>,
    );
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
