import type createDOMPurify from 'dompurify';
import { htmlWindow } from './html-window';

let purify: Promise<ReturnType<typeof createDOMPurify>> | undefined;

/** Post HTML as it may be rendered: no scripts, handlers or javascript: URLs. Data attributes stay (generator embeds use them). */
export async function sanitizePostHtml(html: string): Promise<string> {
  purify ??= Promise.all([import('dompurify'), htmlWindow()]).then(
    ([{ default: createPurify }, window]) => createPurify(window),
  );
  return (await purify).sanitize(html, { USE_PROFILES: { html: true } });
}
