/**
 * Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKitGTK's MiniBrowser (WebKitWebDriver,
 * driven with selenium-webdriver), behind one small interface: open a page at a width, press what
 * a visitor sees, read it. Elements are found inside the widgets' open shadow roots and, where
 * asked, inside an iframe, the way a visitor sees them regardless of how they are built.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type ElementHandle, type Frame, type Page } from 'puppeteer-core';
import {
  Builder,
  Capabilities,
  error as webDriverErrors,
  type WebDriver,
  type WebElement,
} from 'selenium-webdriver';
import { FIREFOX_PATH, MINIBROWSER_PATH } from '../../scripts/lib/system-packages';

/** What a visitor would find: a test id, a button's or checkbox's words, or a CSS selector. */
export interface Query {
  by: 'testid' | 'button' | 'checkbox' | 'checked' | 'css';
  value: string;
  /** A CSS selector of the element to look inside (its shadow root included). */
  within?: string;
  /** Part of the address of the iframe (on the page) to look inside. */
  frame?: string;
}

export interface EngineTab {
  /** Opens the address at the width asked and answers the viewport width the engine gave. */
  open(url: string, width: number): Promise<number>;
  /** The first visible element the query finds, pressed as a pointer would; false if none yet. */
  press(query: Query): Promise<boolean>;
  /** The text of the first visible element the query finds, or undefined if none yet. */
  textOf(query: Query): Promise<string | undefined>;
  /** An expression's value in the page (not in a frame). */
  evaluate<T>(expression: string): Promise<T>;
}

export interface Engine {
  name: string;
  tab: EngineTab;
  close(): Promise<void>;
}

/**
 * Runs in the page: the first visible element the query finds, looking through every open
 * shadow root under `within`.
 */
const FIND = `(query) => {
  const scope = query.within ? document.querySelector(query.within) : document;
  if (!scope) return null;
  const all = [];
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      all.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  if (scope.shadowRoot) walk(scope.shadowRoot);
  walk(scope);
  const text = (element) => (element.textContent || '').replace(/\\s+/g, ' ').trim();
  const matches = {
    testid: (e) => e.getAttribute('data-testid') === query.value,
    button: (e) =>
      e.tagName === 'BUTTON' && (text(e) === query.value || e.getAttribute('aria-label') === query.value),
    checkbox: (e) => e.matches('input[type=checkbox]') && !!e.closest('label') && text(e.closest('label')) === query.value,
    checked: (e) => e.matches('input[type=checkbox]:checked') && !!e.closest('label') && text(e.closest('label')) === query.value,
    css: (e) => e.matches(query.value),
  }[query.by];
  const visible = (e) => {
    const box = e.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(e).visibility !== 'hidden';
  };
  return all.find((e) => matches(e) && visible(e)) || null;
}`;

const call = (query: Query) => `(${FIND})(${JSON.stringify({ ...query, frame: undefined })})`;

/** A free port on this machine for the WebDriver server. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

export async function launchFirefox(): Promise<Engine> {
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
  });
  const page: Page = await browser.newPage();
  const frameOf = (query: Query): Frame => {
    if (!query.frame) return page.mainFrame();
    const src = query.frame;
    const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().includes(src));
    if (!frame) throw new Error(`No frame whose address has ${src}`);
    return frame;
  };
  const find = async (query: Query): Promise<ElementHandle | null> => {
    const handle = await frameOf(query).evaluateHandle(call(query));
    return handle.asElement() as ElementHandle | null;
  };
  return {
    name: 'Firefox ESR',
    tab: {
      async open(url, width) {
        await page.setViewport({ width, height: 900 });
        // A first load on a cold stack waits on the functions' workers starting.
        await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
        return page.evaluate(() => window.innerWidth);
      },
      async press(query) {
        const element = await find(query);
        if (!element) return false;
        await element.click();
        return true;
      },
      async textOf(query) {
        const element = await find(query);
        return (await element?.evaluate((e) => e.textContent ?? '')) ?? undefined;
      },
      evaluate: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    },
    close: () => browser.close(),
  };
}

/**
 * WebKitWebDriver under a virtual display and a session bus of its own (MiniBrowser is a GTK
 * window). Its output is kept, and printed only if the session cannot start.
 */
export async function launchWebKit(): Promise<Engine> {
  const port = await freePort();
  const driverProcess: ChildProcess = spawn(
    'dbus-run-session',
    ['--', 'xvfb-run', '-a', 'WebKitWebDriver', `--port=${port}`],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const output: string[] = [];
  driverProcess.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  driverProcess.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const stopDriver = () => {
    if (driverProcess.exitCode === null && driverProcess.pid) process.kill(-driverProcess.pid);
  };
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
  });
  let driver: WebDriver | undefined;
  for (let tries = 0; !driver; tries++) {
    try {
      driver = await new Builder()
        .usingServer(`http://127.0.0.1:${port}`)
        .withCapabilities(capabilities)
        .build();
    } catch (error) {
      // The server takes a moment to listen; a session it refuses after that is an error.
      if (tries > 40 || driverProcess.exitCode !== null) {
        stopDriver();
        throw new Error(
          `WebKitWebDriver did not start a session: ${String(error)}\n${output.join('')}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  const session = driver;
  const inFrameOf = async <T>(query: Query, action: () => Promise<T>): Promise<T> => {
    if (!query.frame) return action();
    const frames = await session.executeScript<WebElement[]>(
      `return [...document.querySelectorAll('iframe')].filter((f) => f.src.includes(arguments[0]))`,
      query.frame,
    );
    const [frame] = frames;
    if (!frame) throw new Error(`No frame whose address has ${query.frame}`);
    // WebKitWebDriver scrolls an element into view within its frame but not the frame within the
    // page, and presses beside it when the frame is out of view: brought into view as a visitor would.
    await session.executeScript(`arguments[0].scrollIntoView({ block: 'start' })`, frame);
    await session.switchTo().frame(frame);
    try {
      return await action();
    } finally {
      await session.switchTo().defaultContent();
    }
  };
  const find = (query: Query) => session.executeScript<WebElement | null>(`return ${call(query)}`);
  return {
    name: 'WebKit',
    tab: {
      async open(url, width) {
        await session.manage().window().setRect({ width, height: 900 });
        await session.get(url);
        return session.executeScript<number>('return window.innerWidth');
      },
      press: (query) =>
        inFrameOf(query, async () => {
          const element = await find(query);
          if (!element) return false;
          try {
            await element.click();
          } catch (error) {
            // The widget re-rendered between finding the control and pressing it: the node found
            // is gone (stale) or, in WebKit, briefly without a box to press (not interactable, seen
            // once in CI at 447 px on the recipe page), so the press never happened; the caller
            // presses again, as a visitor would.
            if (
              error instanceof webDriverErrors.StaleElementReferenceError ||
              error instanceof webDriverErrors.ElementNotInteractableError
            )
              return false;
            throw error;
          }
          return true;
        }),
      textOf: (query) =>
        inFrameOf(query, async () => {
          const element = await find(query);
          return element
            ? session.executeScript<string>('return arguments[0].textContent', element)
            : undefined;
        }),
      evaluate: (expression) => session.executeScript(`return ${expression}`),
    },
    async close() {
      await session.quit().finally(stopDriver);
    },
  };
}
