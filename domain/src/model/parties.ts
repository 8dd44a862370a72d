/** Status of an account; merchant offers and brand ownership count only while 'active'. */
export type AccountStatus = 'active' | 'pending' | 'blocked';
export type Role = 'user' | 'editor' | 'merchant' | 'brandOwner';

export interface Shop {
  shopName: string;
  url: string;
  shopLogo?: string;
}

export interface User {
  _id: string;
  username: string;
  email: string;
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
  description?: string;
  owner?: string;
  supportEmail?: string;
}

export interface Producer {
  _id: string;
  name: string;
}
