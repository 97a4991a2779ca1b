import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import {
  dataStamp,
  EMBED_RENDERED_ATTRIBUTE,
  FIRST_FRAME_ATTRIBUTE,
  FIRST_FRAME_DATA_ATTRIBUTE,
  FIRST_FRAME_READY,
} from '@core/generators/generator-embeds';
import { defineGenerator, type GeneratorDefinition } from './define-generator';
import { resetWidgetTestState } from '../test-support';
import { THEMES } from './themes';
import { whenTouched } from './when-touched';

interface Gift {
  name: string;
}

function Picker({ gifts }: { gifts: Gift[] }) {
  const [picked, setPicked] = useState('none');
  return (
    <div>
      <p data-testid="picked">{picked}</p>
      <button type="button" onClick={() => setPicked(gifts[0]!.name)}>
        Pick
      </button>
    </div>
  );
}

const definition: GeneratorDefinition<Gift[]> = {
  tool: 'craftGenerator',
  label: 'initTestGenerator',
  title: 'Test Generator',
  themes: ['default'],
  dataPath: '/api/test-gifts',
  render: ({ data }) =>
    data.status === 'ready' ? <Picker gifts={data.data} /> : <p role="alert">{data.status}</p>,
};

const GIFTS: Gift[] = [{ name: 'Sled' }];

/** An element as the server sends it: its first frame in an (already attached) shadow root. */
function serverRendered(from: Gift[] = GIFTS): { host: HTMLElement; frame: HTMLElement } {
  const host = document.createElement('div');
  host.setAttribute(EMBED_RENDERED_ATTRIBUTE, '');
  document.body.append(host);
  const frame = document.createElement('div');
  frame.setAttribute(FIRST_FRAME_ATTRIBUTE, 'waiting');
  frame.setAttribute(FIRST_FRAME_DATA_ATTRIBUTE, dataStamp({ data: from, settings: undefined }));
  frame.innerHTML = renderToString(
    definition.render({
      theme: THEMES.default,
      instance: { tool: definition.tool, instanceId: '', postId: null },
      data: { status: 'ready', data: from },
      settings: undefined,
      options: {},
    }),
  );
  host.attachShadow({ mode: 'open' }).append(frame);
  return { host, frame };
}

function answer(status: number) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requests.push(url);
      return new Response(JSON.stringify(GIFTS), { status });
    }),
  );
  return requests;
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe("defineGenerator with the server's first frame", () => {
  afterEach(() => {
    resetWidgetTestState();
    document.body.replaceChildren();
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('elf-widgets.json-requests')];
  });

  it('leaves the frame as it is until the visitor comes to it, then takes the same nodes over', async () => {
    const requests = answer(200);
    const { host, frame } = serverRendered();
    const button = frame.querySelector('button')!;
    defineGenerator(definition)(host, { preview: true });
    await settle();
    // Its data is read at once; the frame is still the server's, and now takes pointers.
    expect(requests.some((url) => url.endsWith('/api/test-gifts'))).toBe(true);
    expect(frame.getAttribute(FIRST_FRAME_ATTRIBUTE)).toBe(FIRST_FRAME_READY);

    host.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(frame.hasAttribute(FIRST_FRAME_ATTRIBUTE)).toBe(false);
    expect(host.hasAttribute(EMBED_RENDERED_ATTRIBUTE)).toBe(true);
    expect(frame.querySelector('button')).toBe(button);
    await act(() => button.click());
    expect(frame.querySelector('[data-testid="picked"]')!.textContent).toBe('Sled');
  });

  it('does what a click asked that came before it took over', async () => {
    answer(200);
    const { host, frame } = serverRendered();
    defineGenerator(definition)(host, { preview: true });
    await settle();
    frame.querySelector('button')!.click();
    await settle();
    expect(host.shadowRoot!.querySelector('[data-testid="picked"]')!.textContent).toBe('Sled');
  });

  it("takes the frame over as soon as its data is read when the loader's wait for the visitor is over, and replays the click it held", async () => {
    answer(200);
    const { host, frame } = serverRendered();
    // The loader's wait (server-frame.ts): the visitor tapped before any of the widget's code came.
    const touch = whenTouched(host);
    frame.querySelector('button')!.click();
    defineGenerator(definition)(host, { preview: true, touch });
    await settle();
    expect(frame.hasAttribute(FIRST_FRAME_ATTRIBUTE)).toBe(false);
    expect(host.shadowRoot!.querySelector('[data-testid="picked"]')!.textContent).toBe('Sled');
  });

  it('renders afresh with the data it reads when the frame was rendered from other data', async () => {
    answer(200);
    const { host, frame } = serverRendered([{ name: 'Kite' }]);
    defineGenerator(definition)(host, { preview: true });
    host.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(frame.isConnected).toBe(false);
    const button = host.shadowRoot!.querySelector('button')!;
    await act(() => button.click());
    expect(host.shadowRoot!.querySelector('[data-testid="picked"]')!.textContent).toBe('Sled');
  });

  it('renders afresh, saying what went wrong, when the data cannot be read again', async () => {
    answer(500);
    const { host } = serverRendered();
    defineGenerator(definition)(host, { preview: true });
    host.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(host.shadowRoot!.querySelector(`[${FIRST_FRAME_ATTRIBUTE}]`)).toBeNull();
    expect(host.shadowRoot!.querySelector('[role="alert"]')!.textContent).toBe('error');
  });
});
