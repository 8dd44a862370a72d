import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hashed = await hashPassword('demo12345');
    expect(hashed.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hashed, 'demo12345')).toBe(true);
    expect(await verifyPassword(hashed, 'demo1234')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});
