import { faker } from '@faker-js/faker/locale/de';
import { hashPassword } from '@futterkompass/adapters';
import { accountKey, type User } from '@futterkompass/domain';
import { usernameSkeleton } from '@futterkompass/domain/username-skeleton';
import { DAY_SECONDS } from './calendar';
import { B2B_SHOPS } from './names';
import { type Rng, seededId } from './rng';

/** The two demo logins named in the README. */
export const DEMO_USERS = [
  { username: 'demo', password: 'demo12345', role: 'user', email: 'demo@futterkompass.example' },
  {
    username: 'redaktion',
    password: 'redaktion12345',
    role: 'editor',
    email: 'redaktion@futterkompass.example',
  },
] as const;

/**
 * A German first and last name from faker's lists for Germany, following `rng`: faker's own
 * generator is seeded from it for each name, so that the same seed gives the same people.
 */
export function personName(rng: Rng): { first: string; last: string } {
  faker.seed(rng.int(0, 2 ** 31 - 1));
  return { first: faker.person.firstName(), last: faker.person.lastName() };
}

function account(
  rng: Rng,
  start: number,
  fields: Pick<User, 'username' | 'email' | 'role' | 'status'> & Partial<User>,
): User {
  return {
    _id: seededId(rng, start),
    // The keys a registration stores: a seed that left them to ensureIndexes wrote each user twice.
    usernameKey: accountKey(fields.username),
    usernameSkeleton: usernameSkeleton(fields.username),
    emailKey: accountKey(fields.email),
    verified: true,
    createdAt: new Date((start + rng.int(0, 300) * DAY_SECONDS) * 1000).toISOString(),
    favorites: [],
    negFavorites: [],
    ...fields,
  };
}

/**
 * Reviewers write the demo reviews, at most one per product, so that a popular product can have a
 * few hundred; they have no password and cannot sign in.
 */
export function draftReviewers(rng: Rng, start: number, count = 300): User[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, i) => {
    const { first, last } = personName(rng);
    let username = `${first.toLowerCase()}${last.slice(0, 1).toLowerCase()}${i}`
      .normalize('NFD')
      .replace(/[^a-z0-9]/g, '');
    // Names that look alike ('l' and '1') are refused, as on registration.
    while (taken.has(usernameSkeleton(username))) username += 'x';
    taken.add(usernameSkeleton(username));
    return account(rng, start, {
      username,
      email: `${username}@leser.example`,
      role: 'user',
      status: 'active',
    });
  });
}

export function draftMerchants(rng: Rng, start: number): User[] {
  return B2B_SHOPS.map((shop) =>
    account(rng, start, {
      username: shop.username,
      email: `shop@${shop.username}.example`,
      role: 'merchant',
      status: shop.status,
      shop: { shopName: shop.shopName, url: shop.url },
    }),
  );
}

export function draftBrandOwner(
  rng: Rng,
  start: number,
  username: string,
  status: 'active' | 'blocked',
): User {
  return account(rng, start, { username, email: `${username}@marken.example`, role: 'brandOwner', status });
}

export async function draftDemoUsers(rng: Rng, start: number): Promise<User[]> {
  return Promise.all(
    DEMO_USERS.map(async (demo) =>
      account(rng, start, {
        username: demo.username,
        email: demo.email,
        role: demo.role,
        status: 'active',
        passwordHash: await hashPassword(demo.password),
      }),
    ),
  );
}
