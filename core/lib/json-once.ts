/**
 * One GET of a JSON URL per page, whoever asks: the widgets of every bundle on the page and the
 * site's prefetch when the page is idle share the answer, kept on the window under a registered
 * symbol (each bundle has its own copy of this module). A failure is forgotten, so the next ask
 * tries again. No imports: the public pages' script and the widgets carry this module.
 */
const REQUESTS = Symbol.for('elf-widgets.json-requests');

type Holder = { [REQUESTS]?: Map<string, Promise<unknown>> };

export function requestJsonOnce<T>(url: string): Promise<T> {
  const requests = ((globalThis as Holder)[REQUESTS] ??= new Map());
  let request = requests.get(url);
  if (!request) {
    request = fetch(url, { headers: { accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json();
    });
    request.catch(() => requests.delete(url));
    requests.set(url, request);
  }
  return request as Promise<T>;
}
