import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the browser holds (session) or a link carries (verify, reset). */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a leaked store does not hand out sessions or links. */
export const hashSecretToken = (token: string): string => createHash('sha256').update(token).digest('hex');
