import { useEffect } from 'react';
import { SITE_WIDGET_LOADER } from '../app/paths';

/** Generator embeds in post HTML are markup the widget loader starts: <div data-elf-generator="…">. */
export const hasEmbeddedGenerators = (html: string) => html.includes('data-elf-generator');

/**
 * Adds the widget loader to the page (once) when the post embeds generators; the loader also
 * starts embeds that appear later, after client-side navigation.
 */
export function useEmbeddedGenerators(html: string): void {
  const needed = hasEmbeddedGenerators(html);
  useEffect(() => {
    if (!needed || document.querySelector(`script[src="${SITE_WIDGET_LOADER}"]`)) return;
    const script = document.createElement('script');
    script.src = SITE_WIDGET_LOADER;
    script.async = true;
    document.body.append(script);
  }, [needed]);
}
