/**
 * What shows a visitor is about to use a widget: a pointer over it, a touch, focus (a keyboard
 * user tabbing in), a key. Each comes before the click it leads to.
 */
const APPROACH_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * A click on a server frame: the element it landed on (null if the host) and where, from the
 * host's corner, if it was held; null if the frame answered it itself (a tick), which still says
 * the visitor came.
 */
export type EarlyClick = { target: Element | null; x: number; y: number } | null;

export interface Touch {
  /** Resolves on the visitor's first approach; never, once cancelled. */
  approached: Promise<void>;
  /**
   * Once the widget can answer: ticks the visitor made in the frame, and clicks that came before
   * it (taps faster than the widget's start), held back when they happened, are given in order
   * to the elements they were aimed at: the ticks at once, each click a task later.
   */
  replay(): void;
  /** Stops waiting (the element started again or left the page). */
  cancel(): void;
}

/** What a held click can have been aimed at in a frame: its controls. */
const CONTROLS = 'button, a[href], input, select, textarea, label, [role="tab"]';

const controlsOf = (host: HTMLElement) => [...(host.shadowRoot?.querySelectorAll(CONTROLS) ?? [])];

/** A checkbox or radio button: the frame's own, ticked at once, before any widget answers. */
const isTick = (element: Element | null | undefined): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/** Whether the frame answers a click itself: on a tick, or on the label of one. */
const answeredByFrame = (landed: Element | null) =>
  isTick(landed) || isTick(landed?.closest('label')?.control);

/** A control of the frame: its place among the frame's controls, its tag and its text. */
interface Control {
  index: number;
  tag: string;
  text: string | null;
}

const controlOf = (host: HTMLElement, element: Element): Control => ({
  index: controlsOf(host).indexOf(element),
  tag: element.tagName,
  text: element.textContent,
});

/**
 * Holds a click on the host's frame back, unless the frame answers it itself (a tick): before the
 * widget's code, a control in the frame looks ready and would do nothing. The site loader holds
 * them so from its first run (held-early.ts), this wait from its start.
 */
export function holdClick(host: HTMLElement, event: MouseEvent): EarlyClick {
  const first = event.composedPath()[0];
  const target = first !== host && first instanceof Element ? first : null;
  if (answeredByFrame(target)) return null;
  event.preventDefault();
  event.stopImmediatePropagation();
  const box = host.getBoundingClientRect();
  return { target, x: event.clientX - box.left, y: event.clientY - box.top };
}

/**
 * Where a loader leaves what stops its holding of a server frame's clicks and answers them
 * (held-early.ts), for the code that takes the frame over: another bundle, with modules of its own.
 */
const HELD = Symbol.for('elf-widgets.held-clicks');
type Holding = Element & { [HELD]?: () => EarlyClick[] };

/** Leaves `take` on the element, for takeEarlyClicks. */
export const leaveEarlyClicks = (element: Element, take: () => EarlyClick[]) =>
  void ((element as Holding)[HELD] = take);

/** Stops the loader's holding of the element's clicks: those held so far; undefined once taken. */
export function takeEarlyClicks(element: Element): EarlyClick[] | undefined {
  const take = (element as Holding)[HELD];
  delete (element as Holding)[HELD];
  return take?.();
}

/** A held click, with the control it was aimed at, to find it again in the widget's own nodes. */
type HeldClick = NonNullable<EarlyClick> & { control: Control | null };

function holdOf(host: HTMLElement, { target, x, y }: NonNullable<EarlyClick>): HeldClick {
  const box = host.getBoundingClientRect();
  // A frame that takes no pointer sends the click to the host: the control under it is found by
  // its box, which pointer-events do not change.
  const aimed =
    target?.closest(CONTROLS) ??
    controlsOf(host).find((control) => {
      const { left, right, top, bottom } = control.getBoundingClientRect();
      return (
        box.left + x >= left && box.left + x <= right && box.top + y >= top && box.top + y <= bottom
      );
    });
  return { target, control: aimed ? controlOf(host, aimed) : null, x, y };
}

/** The same control in the widget's nodes: the one the frame had, else the one in its place. */
function sameControl(host: HTMLElement, element: Element | null, control: Control | null) {
  if (element?.isConnected) return element;
  const same = control && controlsOf(host)[control.index];
  return same && same.tagName === control.tag && same.textContent === control.text ? same : null;
}

/**
 * The element a held click goes to once the widget answers: the same one if hydration kept it;
 * else the same control in the widget's nodes (a widget started afresh, with data newer than the
 * frame's, replaced them, and its layout may differ); else what is now where it landed.
 */
function againOf(host: HTMLElement, held: HeldClick): Element | null | undefined {
  const now = host.getBoundingClientRect();
  return (
    sameControl(host, held.target, held.control) ??
    host.shadowRoot?.elementFromPoint(now.left + held.x, now.top + held.y)
  );
}

/** As a click of the element itself would be: it bubbles out of the shadow root, and a link, button or tick under it does what it does. */
const clickOf = (element: Element | null | undefined) =>
  element?.dispatchEvent(
    new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
  );

/**
 * Ticks the visitor made in the frame, given to the widget: hydration leaves each as the visitor
 * set it, while the widget holds what it rendered (the frame's `checked` attribute); a widget
 * started afresh drew its own. Each is set back to what the widget holds, then clicked, as the
 * visitor did, where the widget holds otherwise.
 */
function giveTicks(host: HTMLElement, ticks: { element: HTMLInputElement; control: Control }[]) {
  const changed = ticks
    .filter(({ element }) => element.checked !== element.defaultChecked)
    .map(({ element, control }) => ({
      wanted: element.checked,
      now: sameControl(host, element, control),
    }));
  for (const { now } of changed)
    if (isTick(now) && now.isConnected) now.checked = now.defaultChecked;
  for (const { wanted, now } of changed)
    // A radio button is let go of by ticking another.
    if (isTick(now) && now.checked !== wanted && (wanted || now.type === 'checkbox')) clickOf(now);
}

/**
 * Waits for the visitor to approach `host`, holding back any click on it until `replay`: a server
 * rendered frame looks ready at once, and a click on it must not be lost while the widget takes it
 * over. The control a tap was aimed at is kept (where a frame takes no pointer, the tap lands on
 * the host: the one under it), and replay clicks it in the widget once that answers, after the
 * clicks the site loader held before this wait began (`early`). A tick shows at once, as the
 * frame's own, and replay gives it to the widget.
 */
export function whenTouched(host: HTMLElement, early: readonly EarlyClick[] = []): Touch {
  let approach = () => {};
  const approached = new Promise<void>((resolve) => (approach = resolve));
  const held = early.flatMap((click) => (click ? [holdOf(host, click)] : []));
  if (early.length > 0) approach();
  const ticks = controlsOf(host)
    .filter(isTick)
    .map((element) => ({ element, control: controlOf(host, element) }));
  const onApproach = () => approach();
  const onClick = (event: MouseEvent) => {
    approach();
    const click = holdClick(host, event);
    if (click) held.push(holdOf(host, click));
  };
  for (const type of APPROACH_EVENTS) host.addEventListener(type, onApproach, { passive: true });
  host.addEventListener('click', onClick, true);
  const stop = () => {
    for (const type of APPROACH_EVENTS) host.removeEventListener(type, onApproach);
    host.removeEventListener('click', onClick, true);
  };
  return {
    approached,
    replay() {
      stop();
      giveTicks(host, ticks);
      // The widget redraws with what it is given a microtask later (Preact's render queue), and a
      // press acts on what it drew (craft's Generate on the supplies ticked): each held click
      // comes a task after what came before it.
      const next = () => {
        const click = held.shift();
        if (click) setTimeout(() => (clickOf(againOf(host, click)), next()));
      };
      next();
    },
    cancel: stop,
  };
}
