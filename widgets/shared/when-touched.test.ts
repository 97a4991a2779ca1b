// @vitest-environment jsdom
import { whenTouched } from './when-touched';

function hostWithButton() {
  const host = document.createElement('div');
  document.body.append(host);
  const button = document.createElement('button');
  host.attachShadow({ mode: 'open' }).append(button);
  return { host, button };
}

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
    expect(clicks).toEqual(['button']);
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
    expect(clicks).toEqual(['Generate']);
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
