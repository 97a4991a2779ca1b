import { EMBED_FRAME_ATTRIBUTE } from '@core/embed/embed-message';
import { holdClick, type EarlyClick } from '../shared/when-touched';

/** Per server frame, what stops holding its clicks and answers them. */
const held = new WeakMap<Element, () => EarlyClick[]>();

/**
 * Holds the clicks on a server-rendered frame until what waits for the visitor comes
 * (server-frame.ts): on a busy phone that takes a while after the frame is on screen, and a tap
 * then would be lost.
 */
export function holdEarlyClicks(element: HTMLElement): void {
  // Our embed page's generator starts at once, with no wait for the visitor.
  if (!element.shadowRoot || element.hasAttribute(EMBED_FRAME_ATTRIBUTE)) return;
  const clicks: EarlyClick[] = [];
  const hold = (event: MouseEvent) => clicks.push(holdClick(element, event));
  element.addEventListener('click', hold, true);
  held.set(element, () => {
    element.removeEventListener('click', hold, true);
    return clicks;
  });
}

/** Stops holding the element's clicks: those held so far. */
export const takeEarlyClicks = (element: Element): EarlyClick[] | undefined =>
  held.get(element)?.();
