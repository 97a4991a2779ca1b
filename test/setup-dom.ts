import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { removePageToaster } from '@site/shared/components/page-toasts';

afterEach(async () => {
  cleanup();
  await act(() => removePageToaster());
  // What one test leaves in the browser's storage (the editor keeps unsaved posts there) must not
  // reach the next.
  localStorage.clear();
});

// findBy*/waitFor wait up to 15 s (not 1 s) for what a user would see: npm test runs these
// beside the build and the emulator tests on two cores, at a lower priority, so a render that
// takes 0.2 s alone (the editor, the charts) can take seconds there. A passing test waits no
// longer for it; the figure only bounds how long a broken one takes to fail.
configure({ asyncUtilTimeout: 15_000 });

// jsdom has no layout, so no ResizeObserver; Radix (switch, menus) and Recharts observe sizes.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;

// Nor pointer capture, which Radix's toast asks about when a pointer is lifted over it (its swipe).
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
