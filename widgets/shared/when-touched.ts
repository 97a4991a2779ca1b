/**
 * What shows a visitor is about to use a widget: a pointer over it, a touch, focus (a keyboard
 * user tabbing in), a key. Each comes before the click it leads to.
 */
const APPROACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

export interface Touch {
  /** Resolves on the visitor's first approach; never, once cancelled. */
  approached: Promise<void>;
  /**
   * Once the widget can answer: clicks that came before it (a tap faster than the widget's
   * start), held back when they happened, are given again to the element they were aimed at.
   */
  replay(): void;
  /** Stops waiting (the element started again or left the page). */
  cancel(): void;
}

/**
 * Waits for the visitor to approach `host`, holding back any click on it until `replay`: a server
 * rendered frame looks ready at once, and a click on it must not be lost while the widget takes it
 * over. A frame still waiting takes no pointer (first-frame.tsx), so a tap on it lands on the
 * host: where it landed is kept, and replay clicks what is there once the widget answers.
 */
export function whenTouched(host: HTMLElement): Touch {
  let approach = () => {};
  const approached = new Promise<void>((resolve) => (approach = resolve));
  let held: (() => Element | null | undefined) | null = null;
  const onApproach = () => approach();
  const holdClick = (event: MouseEvent) => {
    const target = event.composedPath()[0];
    event.preventDefault();
    event.stopImmediatePropagation();
    if (target !== host && target instanceof Element) held = () => target;
    else {
      const box = host.getBoundingClientRect();
      const x = event.clientX - box.left;
      const y = event.clientY - box.top;
      held = () => {
        const now = host.getBoundingClientRect();
        return host.shadowRoot?.elementFromPoint(now.left + x, now.top + y);
      };
    }
    approach();
  };
  for (const type of APPROACH_EVENTS) host.addEventListener(type, onApproach, { passive: true });
  host.addEventListener('click', holdClick, true);
  const stop = () => {
    for (const type of APPROACH_EVENTS) host.removeEventListener(type, onApproach);
    host.removeEventListener('click', holdClick, true);
  };
  return {
    approached,
    replay() {
      stop();
      const target = held?.();
      held = null;
      // As a click of the element itself would be: it bubbles out of the shadow root, and a link
      // or button under it does what it does.
      target?.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
      );
    },
    cancel: stop,
  };
}
