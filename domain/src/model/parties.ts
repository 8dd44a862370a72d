/** Status of an account; merchant offers and brand ownership count only while 'active'. */
export type AccountStatus = 'active' | 'pending' | 'blocked';
/** user: the default; editor: products, brands, images; admin: also roles, blocking, posts. */
export type Role = 'user' | 'editor' | 'admin' | 'merchant' | 'brandOwner';

export interface Shop {
  shopName: string;
  url: string;
  shopLogo?: string;
  /** Further domains (host names) the operator allows the shop's offer links to lead to. */
  linkDomains?: string[];
}

export interface User {
  _id: string;
  username: string;
  email: string;
  /** accountKey(username) and accountKey(email): unique indexes, so neither repeats in another case. */
  usernameKey: string;
  emailKey: string;
  /** usernameSkeleton(username): a sparse unique index, so that no new name looks like another. */
  usernameSkeleton?: string;
  /** An e-mail change waiting for the link sent to the new address; the address is not reserved. */
  pendingEmail?: { email: string; expiresAt: string };
  passwordHash?: string;
  role: Role;
  status: AccountStatus;
  verified: boolean;
  createdAt: string;
  favorites: string[];
  negFavorites: string[];
  shop?: Shop;
}

/** The parts of a user that offer visibility and brand ownership depend on. */
export type Owner = Pick<User, '_id' | 'status' | 'shop'>;

export interface Brand {
  _id: string;
  name: string;
  /** brandKey(name): a unique index, so that no brand repeats in another case. */
  nameKey?: string;
  description?: string;
  owner?: string;
  supportEmail?: string;
}

export interface Producer {
  _id: string;
  name: string;
}
