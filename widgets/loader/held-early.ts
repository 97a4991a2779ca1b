import { EMBED_FRAME_ATTRIBUTE } from '@core/embed/embed-message';
import type { EarlyClick } from '../shared/when-touched';

/** Per server frame, what stops holding its clicks and answers them. */
const held = new WeakMap<Element, () => EarlyClick[]>();

/**
 * Holds the clicks on a server-rendered frame until what waits for the visitor comes
 * (server-frame.ts): on a busy phone that takes a while after the frame is on screen, and a tap
 * then would be lost. A waiting frame takes no pointer but on its ticks, which it answers itself:
 * a click on the element itself is held, where it landed kept.
 */
export function holdEarlyClicks(element: HTMLElement): void {
  // Our embed page's generator starts at once, with no wait for the visitor.
  if (!element.shadowRoot || element.hasAttribute(EMBED_FRAME_ATTRIBUTE)) return;
  const clicks: EarlyClick[] = [];
  const hold = (event: MouseEvent) => {
    if (event.composedPath()[0] !== element) return void clicks.push(null);
    event.preventDefault();
    event.stopImmediatePropagation();
    const box = element.getBoundingClientRect();
    clicks.push({ x: event.clientX - box.left, y: event.clientY - box.top });
  };
  element.addEventListener('click', hold, true);
  held.set(element, () => {
    element.removeEventListener('click', hold, true);
    return clicks;
  });
}

/** Stops holding the element's clicks: those held so far. */
export const takeEarlyClicks = (element: Element): EarlyClick[] | undefined =>
  held.get(element)?.();
