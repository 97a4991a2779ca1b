/**
 * Hands the browser a file made on the page, as a link with `download` does (no request, no new
 * tab): text with its MIME type, or a blob as it came.
 */
export function saveFile(fileName: string, contents: string | Blob, type = 'text/plain'): void {
  const blob = typeof contents === 'string' ? new Blob([contents], { type }) : contents;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers start reading the file only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
