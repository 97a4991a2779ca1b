/** Opaque page cursors: the last row's sort value and id, for startAfter(value, id). */
export const encodeCursor = (value: string, id: string): string =>
  Buffer.from(JSON.stringify([value, id])).toString('base64url');

/** The cursor's value and id, or null when the text is not a cursor we made. */
export function decodeCursor(cursor: string): [string, string] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    return Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string')
      ? [value[0] as string, value[1] as string]
      : null;
  } catch {
    return null;
  }
}
