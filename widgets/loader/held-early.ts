import { holdClick, leaveEarlyClicks, type EarlyClick } from '../shared/when-touched';

/**
 * Holds the clicks on a server-rendered frame until what waits for the visitor comes
 * (server-frame.ts), or on our embed page the generator itself, and takes them from the element
 * (takeEarlyClicks): on a busy phone that takes a while after the frame is on screen, and a tap
 * then would be lost.
 */
export function holdEarlyClicks(element: HTMLElement): void {
  if (!element.shadowRoot) return;
  const clicks: EarlyClick[] = [];
  const hold = (event: MouseEvent) => clicks.push(holdClick(element, event));
  element.addEventListener('click', hold, true);
  leaveEarlyClicks(element, () => {
    element.removeEventListener('click', hold, true);
    return clicks;
  });
}
