/**
 * The page's options for a widget, from the init call's fourth argument or from markup
 * (data-title, data-show-history). Kept free of imports: the tiny loader script uses it.
 */
import type { WidgetOptions } from './define-generator';

const OFF = new Set(['false', '0', 'no', 'off']);

/** false for false and the usual spellings of "off"; anything else (missing too) keeps the default. */
function switchValue(value: unknown): boolean | undefined {
  if (value === false) return false;
  if (typeof value === 'string' && OFF.has(value.trim().toLowerCase())) return false;
  return undefined;
}

const titleValue = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/** From `init*Generator(id, theme, postId, { title, show_history })`; junk is ignored. */
export function optionsFromCall(options: unknown): WidgetOptions {
  if (typeof options !== 'object' || options === null) return {};
  const given = options as Record<string, unknown>;
  return { title: titleValue(given.title), showHistory: switchValue(given.show_history) };
}

/** From `<div data-elf-generator="elf-name" data-title="…" data-show-history="false">`. */
export function optionsFromMarkup(element: HTMLElement): WidgetOptions {
  return optionsFromCall({
    title: element.dataset.title,
    show_history: element.dataset.showHistory,
  });
}
