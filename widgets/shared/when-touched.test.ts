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

  it('holds nothing once cancelled', () => {
    const { host, button } = hostWithButton();
    const clicks: string[] = [];
    button.addEventListener('click', () => clicks.push('button'));
    whenTouched(host).cancel();
    button.click();
    expect(clicks).toEqual(['button']);
  });
});
