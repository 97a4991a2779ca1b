/** What a caller hears about a body that cannot be read, whichever endpoint it was sent to. */
export const BODY_TEXT = {
  notJson: 'Body must be JSON',
  tooLarge: (maxBytes: number) => `Body too large: at most ${maxBytes} bytes`,
  unreadable: 'Body could not be read',
} as const;
