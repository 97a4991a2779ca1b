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

// findBy*/waitFor give a slow render (the editor, the charts) 5 s rather than 1 s to appear.
configure({ asyncUtilTimeout: 5_000 });

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
