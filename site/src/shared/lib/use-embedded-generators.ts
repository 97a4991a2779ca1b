import { useEffect } from 'react';
import { WIDGET_LOADER } from '../app/paths';

/** Generator embeds in post HTML are markup the widget loader starts: <div data-elf-generator="…">. */
export const hasEmbeddedGenerators = (html: string) => html.includes('data-elf-generator');

/**
 * Adds a widget loader to the page (once) when the HTML embeds generators; the loader also starts
 * embeds that appear later. The admin uses the loader other sites use; a public page rendered in
 * the browser (an admin's draft) the site's own, which shares the islands' runtime.
 */
export function useEmbeddedGenerators(html: string, loader: string = WIDGET_LOADER): void {
  const needed = hasEmbeddedGenerators(html);
  useEffect(() => {
    if (!needed || document.querySelector(`script[src="${loader}"]`)) return;
    const script = document.createElement('script');
    script.src = loader;
    script.async = true;
    document.body.append(script);
  }, [needed, loader]);
}
