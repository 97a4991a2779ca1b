import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  // What one test leaves in the browser's storage (the editor keeps unsaved posts there) must not
  // reach the next.
  localStorage.clear();
});

// jsdom has no layout, so no ResizeObserver; Radix (switch, menus) and Recharts observe sizes.
class NoLayoutResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoLayoutResizeObserver;
