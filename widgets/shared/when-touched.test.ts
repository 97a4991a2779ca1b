// @vitest-environment jsdom
import { whenTouched } from './when-touched';

function hostWithButton() {
  const host = document.createElement('div');
  document.body.append(host);
  const button = document.createElement('button');
  host.attachShadow({ mode: 'open' }).append(button);
  return { host, button };
}

/** A task later: what replay gives comes then, after the widget has redrawn. */
const aTask = () => new Promise((resolve) => setTimeout(resolve));

const settled = async (promise: Promise<void>) =>
  Promise.race([
    promise.then(() => 'approached'),
    new Promise((r) => setTimeout(() => r('waiting'), 20)),
  ]);

describe('whenTouched', () => {
  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'])(
    'resolves when the visitor approaches: %s',
    async (type) => {
      const { host, button } = hostWithButton();
      const touch = whenTouched(host);
      expect(await settled(touch.approached)).toBe('waiting');
      button.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
      expect(await settled(touch.approached)).toBe('approached');
    },
  );

  it('holds a click that comes before the widget can answer, and gives it again on replay', async () => {
    const { host, button } = hostWithButton();
    const clicks: string[] = [];
    const touch = whenTouched(host);
    button.addEventListener('click', () => clicks.push('button'));
    const early = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    expect(await settled(touch.approached)).toBe('approached');
    touch.replay();
    await vi.waitFor(() => expect(clicks).toEqual(['button']));
    await aTask();
    // From then on, clicks are the widget's own.
    button.click();
    expect(clicks).toEqual(['button', 'button']);
  });

  it('gives a click that came before to the same control in a widget that replaced the frame', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const frameButton = (name: string, top: number) => {
      const button = document.createElement('button');
      button.textContent = name;
      button.getBoundingClientRect = () =>
        DOMRect.fromRect({ x: 10, y: top, width: 100, height: 40 });
      return button;
    };
    shadow.append(frameButton('Full name', 0), frameButton('Generate', 50));
    const touch = whenTouched(host);
    // The waiting frame takes no pointer: the tap on Generate reaches the host.
    host.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 60, clientY: 70 }),
    );
    expect(await settled(touch.approached)).toBe('approached');
    // The widget started afresh with newer data: new nodes, Generate lower than it was.
    const clicks: string[] = [];
    const generate = frameButton('Generate', 120);
    generate.addEventListener('click', () => clicks.push('Generate'));
    shadow.replaceChildren(frameButton('Full name', 0), generate);
    touch.replay();
    await vi.waitFor(() => expect(clicks).toEqual(['Generate']));
  });

  it('gives every click that came before, in order, not only the last', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const clicks: string[] = [];
    const buttons = ['First name only', 'Generate'].map((name) => {
      const button = document.createElement('button');
      button.textContent = name;
      button.addEventListener('click', () => clicks.push(name));
      return button;
    });
    host.attachShadow({ mode: 'open' }).append(...buttons);
    const touch = whenTouched(host);
    for (const button of buttons)
      button.dispatchEvent(
        new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
      );
    touch.replay();
    await vi.waitFor(() => expect(clicks).toEqual(['First name only', 'Generate']));
  });

  it('shows a tick made before the widget answers at once, and gives it to the widget that hydrates the frame', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML =
      '<label><input type="checkbox"> Glue</label><label><input type="checkbox" checked> Paper</label>';
    const [glue, paper] = shadow.querySelectorAll('input');
    const touch = whenTouched(host);
    // The tick on Glue lands on its label; Paper's box itself.
    shadow.querySelector('label')!.click();
    paper!.click();
    expect([glue!.checked, paper!.checked]).toEqual([true, false]);
    // The widget holds what it rendered (the frame's attributes), and hears each change.
    const widget = { Glue: false, Paper: true };
    glue!.addEventListener('change', () => (widget.Glue = glue!.checked));
    paper!.addEventListener('change', () => (widget.Paper = paper!.checked));
    touch.replay();
    expect(widget).toEqual({ Glue: true, Paper: false });
    expect([glue!.checked, paper!.checked]).toEqual([true, false]);
  });

  it('gives a press held with a tick after the widget has redrawn with the tick', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<label><input type="checkbox"> Paper</label><button>Generate</button>';
    const paper = shadow.querySelector('input')!;
    const generate = shadow.querySelector('button')!;
    const touch = whenTouched(host);
    paper.click();
    generate.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
    );
    // As Preact does: a change is drawn a microtask later, and Generate acts on what was drawn.
    let drawn = false;
    paper.addEventListener('change', () => queueMicrotask(() => (drawn = paper.checked)));
    const made: boolean[] = [];
    generate.addEventListener('click', () => made.push(drawn));
    touch.replay();
    await vi.waitFor(() => expect(made).toEqual([true]));
  });

  it('gives a tick to a widget that replaced the frame, and a radio button ticked to the same one', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const frame = () =>
      '<label><input type="radio" name="mode" checked> Full</label>' +
      '<label><input type="radio" name="mode"> First</label>' +
      '<label><input type="checkbox"> Glue</label><button>Generate</button>';
    shadow.innerHTML = frame();
    const touch = whenTouched(host);
    shadow.querySelectorAll('input')[1]!.click();
    shadow.querySelectorAll('input')[2]!.click();
    shadow.innerHTML = frame();
    const changes: number[] = [];
    shadow
      .querySelectorAll('input')
      .forEach((input, index) => input.addEventListener('change', () => changes.push(index)));
    touch.replay();
    expect(changes).toEqual([1, 2]);
    expect([...shadow.querySelectorAll('input')].map((input) => input.checked)).toEqual([
      false,
      true,
      true,
    ]);
  });

  it('holds the clicks the loader held before it, and gives them to the control they landed on', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const button = document.createElement('button');
    button.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 20, width: 100, height: 40 });
    host.attachShadow({ mode: 'open' }).append(button);
    const clicks: string[] = [];
    button.addEventListener('click', () => clicks.push('button'));
    const touch = whenTouched(host, [{ target: null, x: 50, y: 30 }]);
    expect(await settled(touch.approached)).toBe('approached');
    touch.replay();
    await vi.waitFor(() => expect(clicks).toEqual(['button']));
  });

  it('holds nothing once cancelled', () => {
    const { host, button } = hostWithButton();
    const clicks: string[] = [];
    button.addEventListener('click', () => clicks.push('button'));
    whenTouched(host).cancel();
    button.click();
    expect(clicks).toEqual(['button']);
  });
});
