import { COLLECTIONS, type OutboxMessage, type Store } from '@futterkompass/adapters';
import { type Json, json } from './json';

export interface Answer {
  status: number;
  body: Json;
  headers: Headers;
}

/** A complete registration form: both confirmations match, the privacy box is ticked. */
export const registrationBody = (
  username: string,
  password = 'geheim123',
  email = `${username}@example.org`,
) => ({
  username,
  email,
  confirmEmail: email,
  password,
  confirmPassword: password,
  acceptPrivacy: true,
});

/**
 * A small client for API tests: JSON calls with an optional session token, and the outbox's links.
 * `from` sends every call as from that client address (the app trusts X-Forwarded-For on loopback).
 */
export function apiClient(baseUrl: string, store: Store, from?: string) {
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(token && { token }),
        ...(from && { 'x-forwarded-for': from }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await json(response), headers: response.headers };
  };
  const post = (path: string, body: unknown, token?: string) => call('POST', path, body, token);
  const get = (path: string, token?: string) => call('GET', path, undefined, token);
  /** A seeded account's session token. */
  const login = async (username: string, password: string): Promise<string> =>
    (await post('/auth/login', { username, password })).body.token;

  /** The token of the newest link to `route` mailed to `to` (some mails are sent after the answer). */
  const linkToken = async (to: string, route: string, seen = 0): Promise<string> => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const mails = await store
        .collection<OutboxMessage>(COLLECTIONS.outbox)
        .find({ to }, { sort: { createdAt: -1 } });
      const links = mails.flatMap((mail) => mail.links.filter((l) => new URL(l).pathname === route));
      if (links.length > seen) return new URL(links[0] as string).searchParams.get('token') ?? '';
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no mail to ${to} with a link to ${route}`);
  };

  /** Registers, verifies through the mailed link and signs in: the new user's token and id. */
  const signUp = async (username: string, password = 'geheim123') => {
    const email = `${username}@example.org`;
    const registered = await post('/auth/register', registrationBody(username, password, email));
    if (registered.status !== 200) throw new Error(JSON.stringify(registered.body));
    await post('/auth/verify-email', { token: await linkToken(email, '/verifizieren') });
    const login = await post('/auth/login', { username, password });
    const user = await get('/api/user-from-token', login.body.token);
    return { token: login.body.token as string, id: user.body.user._id as string, email, password };
  };

  return { call, post, get, login, linkToken, signUp };
}
