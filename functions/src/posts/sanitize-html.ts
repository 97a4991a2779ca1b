import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purify: ReturnType<typeof createDOMPurify> | undefined;

/** Post HTML as it may be rendered: no scripts, handlers or javascript: URLs. Data attributes stay (generator embeds use them). */
export function sanitizePostHtml(html: string): string {
  purify ??= createDOMPurify(new JSDOM('').window);
  return purify.sanitize(html, { USE_PROFILES: { html: true } });
}
