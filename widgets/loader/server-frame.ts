/**
 * A generator whose first frame the server rendered (a declarative shadow root) is on screen
 * before any of its code: this site's loader fetches that code only when the visitor comes to it,
 * so a page that is only read never evaluates the widget's runtime, a long task on a phone. Until
 * then this small module does what the widget would have done at once: it counts the impression
 * and holds a click that comes before the widget can answer.
 */
import { GENERATOR_TOOLS } from '@core/generators/generator-embeds';
import type { StartOptions } from '../shared/define-generator';
import { reportImpression, widgetInstance } from '../shared/usage';
import { takeEarlyClicks, whenTouched, type Touch } from '../shared/when-touched';
import type { GeneratorKey } from './generators';

/**
 * Reports the element's impression once it has been seen, and calls `start` on the visitor's
 * first approach, with the wait that holds any click until the widget replays it, beginning with
 * those the loader held before this module came (held-early.ts).
 */
export function awaitVisitor(
  host: HTMLElement,
  key: GeneratorKey,
  options: StartOptions,
  start: (touch: Touch) => void,
): void {
  // The widget reports it again once started: the same module counts an element once.
  reportImpression(host, widgetInstance(GENERATOR_TOOLS[key], host, options));
  const touch = whenTouched(host, takeEarlyClicks(host));
  void touch.approached.then(() => start(touch));
}
