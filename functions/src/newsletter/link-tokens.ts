/**
 * The newsletter mails' links carry a token naming the subscriber (the id of its document, a hash
 * of the address: never the address) and when it was made, signed with HMAC-SHA256 under
 * NEWSLETTER_TOKEN_SECRET, so no link can be made for an address without the key.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link does: the same id and time signed for one purpose is no token for the other. */
export type LinkPurpose = 'confirm' | 'unsubscribe';

export interface LinkToken {
  /** The subscriber's document id. */
  id: string;
  /** When the link was made (ms since the epoch). */
  issuedAt: number;
}

const TOKEN_SHAPE = /^([0-9a-f]{64})\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, purpose: LinkPurpose, id: string, issued: string) =>
  createHmac('sha256', secret).update(`${purpose}.${id}.${issued}`).digest();

export function signLinkToken(secret: string, purpose: LinkPurpose, token: LinkToken): string {
  const issued = token.issuedAt.toString(36);
  return `${token.id}.${issued}.${mac(secret, purpose, token.id, issued).toString('base64url')}`;
}

/** The token's content if it is one this key signed for this purpose, else null. */
export function readLinkToken(
  secret: string,
  purpose: LinkPurpose,
  text: string | null,
): LinkToken | null {
  const match = TOKEN_SHAPE.exec(text ?? '');
  if (!match) return null;
  const [, id, issued, signature] = match as unknown as [string, string, string, string];
  const expected = mac(secret, purpose, id, issued);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { id, issuedAt: parseInt(issued, 36) };
}
