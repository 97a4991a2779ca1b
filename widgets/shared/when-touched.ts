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

/** What a held click can have been aimed at in a frame: its controls. */
const CONTROLS = 'button, a[href], input, select, textarea, label, [role="tab"]';

const controlsOf = (host: HTMLElement) => [...(host.shadowRoot?.querySelectorAll(CONTROLS) ?? [])];

/** A held click: what it was aimed at, and where, to find it again in the widget's own nodes. */
interface HeldClick {
  /** The element it landed on, if not the host. */
  target: Element | null;
  /** The control it was aimed at: its place among the frame's controls, its tag and its text. */
  control: { index: number; tag: string; text: string | null } | null;
  /** Where it landed, from the host's corner. */
  x: number;
  y: number;
}

function holdOf(host: HTMLElement, event: MouseEvent): HeldClick {
  const landed = event.composedPath()[0];
  const target = landed !== host && landed instanceof Element ? landed : null;
  const box = host.getBoundingClientRect();
  const controls = controlsOf(host);
  // A frame that takes no pointer sends the click to the host: the control under it is found by
  // its box, which pointer-events do not change.
  const aimed =
    target?.closest(CONTROLS) ??
    controls.find((control) => {
      const { left, right, top, bottom } = control.getBoundingClientRect();
      return (
        event.clientX >= left &&
        event.clientX <= right &&
        event.clientY >= top &&
        event.clientY <= bottom
      );
    });
  return {
    target,
    control: aimed
      ? { index: controls.indexOf(aimed), tag: aimed.tagName, text: aimed.textContent }
      : null,
    x: event.clientX - box.left,
    y: event.clientY - box.top,
  };
}

/**
 * The element a held click goes to once the widget answers: the same one if hydration kept it;
 * else the same control in the widget's nodes (a widget started afresh, with data newer than the
 * frame's, replaced them, and its layout may differ); else what is now where it landed.
 */
function againOf(host: HTMLElement, held: HeldClick): Element | null | undefined {
  if (held.target?.isConnected) return held.target;
  const { control } = held;
  const same = control && controlsOf(host)[control.index];
  if (same && same.tagName === control.tag && same.textContent === control.text) return same;
  const now = host.getBoundingClientRect();
  return host.shadowRoot?.elementFromPoint(now.left + held.x, now.top + held.y);
}

/**
 * Waits for the visitor to approach `host`, holding back any click on it until `replay`: a server
 * rendered frame looks ready at once, and a click on it must not be lost while the widget takes it
 * over. A frame still waiting takes no pointer (first-frame.tsx), so a tap on it lands on the
 * host: the control under it is kept, and replay clicks it in the widget once that answers.
 */
export function whenTouched(host: HTMLElement): Touch {
  let approach = () => {};
  const approached = new Promise<void>((resolve) => (approach = resolve));
  let held: HeldClick | null = null;
  const onApproach = () => approach();
  const holdClick = (event: MouseEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held = holdOf(host, event);
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
      const target = held && againOf(host, held);
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
