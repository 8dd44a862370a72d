import {
  COLLECTIONS,
  DuplicateKeyError,
  type FileStore,
  type Logger,
  type Mailer,
  type Store,
} from '@futterkompass/adapters';
import {
  type AccountStatus,
  accountKey,
  checkRegistration,
  followableLink,
  isObjectId,
  normalizeUsername,
  type Product,
  ROUTES,
  type Shop,
  shopDomain,
  type User,
} from '@futterkompass/domain';
import { usernameSkeleton } from '@futterkompass/domain/username-skeleton';
import type { OneTimeTokens } from '../accounts/one-time-tokens';
import type { ProductWrites } from '../products/product-writes';
import { ShopLogoError, type ShopLogos } from './shop-logo';

/** A merchant account as the operator sees it. */
export interface MerchantSummary {
  _id: string;
  username: string;
  email: string;
  shopName: string;
  shopUrl: string;
  shopLogo?: string;
  /** Further domains the operator allows the shop's offer links to lead to. */
  linkDomains: string[];
  status: AccountStatus;
}

export interface NewMerchant {
  email: string;
  username: string;
  shopName: string;
  shopUrl: string;
  logo?: string;
  status: 'pending' | 'active';
}

/** A merchant request the operator must correct: its German message says what. */
export class MerchantRefusedError extends Error {
  override name = 'MerchantRefusedError';
}

/** No merchant account has this id or e-mail address. */
export class UnknownMerchantError extends Error {
  override name = 'UnknownMerchantError';
  constructor(which: string) {
    super(`Es gibt kein Händlerkonto „${which}“.`);
  }
}

const SHOP_NAME_MAX = 100;
// Only checked as the rest of the registration; the merchant sets a password through the link.
const UNUSED_PASSWORD = 'x'.repeat(12);

const summary = (user: User): MerchantSummary => ({
  _id: user._id,
  username: user.username,
  email: user.email,
  shopName: user.shop?.shopName ?? '',
  shopUrl: user.shop?.url ?? '',
  ...(user.shop?.shopLogo && { shopLogo: user.shop.shopLogo }),
  linkDomains: user.shop?.linkDomains ?? [],
  status: user.status,
});

const webAddress = (text: string, what: string): string => {
  const url = followableLink(text.trim(), { allowPath: false });
  if (!url) throw new MerchantRefusedError(`${what} muss eine http(s)-Adresse sein.`);
  return url;
};

/**
 * Merchant accounts (the specification's b2b owners), made and ruled by the operator: a new one
 * gets a link to set its password, the way a password reset does; blocking and activating change
 * at once which offers count, because the products carrying the merchant's offers are written again
 * (stamped and queued for the index).
 */
export function createMerchantAccounts(deps: {
  store: Store;
  productWrites: ProductWrites;
  tokens: OneTimeTokens;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  files: FileStore;
  logos: ShopLogos;
}) {
  const { store, productWrites, tokens, mailer, logger, publicUrl, files, logos } = deps;
  /** The logo at the address, fetched and stored: its file name. */
  const storedLogo = (address: string) =>
    logos.store(webAddress(address, 'Das Logo')).catch((error: unknown) => {
      if (error instanceof ShopLogoError) throw new MerchantRefusedError(error.message, { cause: error });
      throw error;
    });
  const users = store.collection<User>(COLLECTIONS.users);
  const products = store.collection<Product>(COLLECTIONS.products);

  const find = async (which: string): Promise<User> => {
    const filter = isObjectId(which) ? { _id: which } : { emailKey: accountKey(which) };
    const user = await users.findOne({ ...filter, role: 'merchant' });
    if (!user) throw new UnknownMerchantError(which);
    return user;
  };

  /** The link that lets the merchant choose a password; mailed, and answered for the operator. */
  const passwordLink = async (user: User): Promise<{ link: string; mailed: boolean }> => {
    const token = await tokens.issue(user._id, 'reset-password');
    const link = `${publicUrl}${ROUTES.resetPassword}?token=${encodeURIComponent(token)}`;
    try {
      await mailer.send({
        to: user.email,
        subject: 'Dein Händlerzugang bei Futterkompass',
        text: [
          `Hallo ${user.username},`,
          '',
          `für deinen Shop „${user.shop?.shopName ?? ''}“ gibt es jetzt einen Händlerzugang bei Futterkompass.`,
          'Mit diesem Link legst du dein Passwort fest (eine Stunde gültig, nur einmal verwendbar):',
          link,
          '',
          `Ist der Link abgelaufen, fordere unter ${publicUrl}${ROUTES.forgotPassword} einen neuen an.`,
          `Danach meldest du dich an und findest deinen Bereich unter ${publicUrl}${ROUTES.b2b}.`,
        ].join('\n'),
      });
      return { link, mailed: true };
    } catch (err) {
      logger.error({ err, userId: user._id }, 'merchant access mail not sent');
      return { link, mailed: false };
    }
  };

  /** Writes the merchant's products again, so that lists and best offers follow its status. */
  const rewriteOffers = async (merchantId: string): Promise<number> => {
    const carrying = await products.find({ 'variants.owner': merchantId }, { projection: { _id: 1 } });
    for (const { _id } of carrying) await productWrites.update(_id, {});
    return carrying.length;
  };

  return {
    async create(input: NewMerchant): Promise<MerchantSummary & { link: string; mailed: boolean }> {
      const username = normalizeUsername(input.username);
      const email = input.email.trim();
      const failure = checkRegistration({
        username,
        email,
        confirmEmail: email,
        password: UNUSED_PASSWORD,
        confirmPassword: UNUSED_PASSWORD,
        acceptPrivacy: true,
      });
      if (failure) throw new MerchantRefusedError(failure.message);
      const shopName = input.shopName.trim();
      if (!shopName || shopName.length > SHOP_NAME_MAX)
        throw new MerchantRefusedError(`Der Shopname muss 1 bis ${SHOP_NAME_MAX} Zeichen lang sein.`);
      const shop: Shop = { shopName, url: webAddress(input.shopUrl, 'Die Shop-Adresse') };
      // Fetched once everything else is checked; a refused account takes its file along.
      if (input.logo) shop.shopLogo = await storedLogo(input.logo);
      let user: User;
      try {
        user = await users.insert({
          username,
          email,
          usernameKey: accountKey(username),
          emailKey: accountKey(email),
          usernameSkeleton: usernameSkeleton(username),
          role: 'merchant',
          status: input.status,
          // Using the password link proves the address (as a password reset does) and verifies it.
          verified: false,
          createdAt: new Date().toISOString(),
          favorites: [],
          negFavorites: [],
          shop,
        });
      } catch (error) {
        if (shop.shopLogo) await files.remove(shop.shopLogo).catch(() => undefined);
        if (error instanceof DuplicateKeyError)
          throw new MerchantRefusedError('Nutzername oder E-Mail Adresse ist bereits vergeben.');
        throw error;
      }
      return { ...summary(user), ...(await passwordLink(user)) };
    },

    /**
     * Activates or blocks; the merchant's offers count, or stop counting, at once. Repeating it
     * writes the products again, so that a change cut off halfway is completed by running it again.
     */
    async setStatus(
      which: string,
      status: 'active' | 'blocked',
    ): Promise<MerchantSummary & { products: number }> {
      const user = await find(which);
      await users.updateOne({ _id: user._id }, { $set: { status } });
      if (status === 'blocked') await store.collection(COLLECTIONS.sessions).deleteMany({ userId: user._id });
      return { ...summary({ ...user, status }), products: await rewriteOffers(user._id) };
    },

    /**
     * Allows the shop's offer links to lead to further domains, or no longer: feed rows and offers
     * with links elsewhere are refused. The merchant's products are written again, so that offers
     * shown or hidden by the change follow at once.
     */
    async setLinkDomains(
      which: string,
      change: { allow?: readonly string[]; disallow?: readonly string[] },
    ): Promise<MerchantSummary & { products: number }> {
      const domainsOf = (texts: readonly string[] = []) =>
        texts.map((text) => {
          const domain = shopDomain(text);
          if (!domain) throw new MerchantRefusedError(`„${text}“ ist keine Domain (z. B. shop.example).`);
          return domain;
        });
      const allow = domainsOf(change.allow);
      const disallow = new Set(domainsOf(change.disallow));
      const user = await find(which);
      if (!user.shop) throw new MerchantRefusedError('Dieses Händlerkonto hat keinen Shop.');
      const linkDomains = [...new Set([...(user.shop.linkDomains ?? []), ...allow])].filter(
        (d) => !disallow.has(d),
      );
      await users.updateOne({ _id: user._id }, { $set: { 'shop.linkDomains': linkDomains } });
      const updated = { ...user, shop: { ...user.shop, linkDomains } };
      return { ...summary(updated), products: await rewriteOffers(user._id) };
    },

    /** Fetches the shop's logo (again) from the address and shows the stored copy from now on. */
    async setLogo(which: string, address: string): Promise<MerchantSummary & { products: number }> {
      const user = await find(which);
      if (!user.shop) throw new MerchantRefusedError('Dieses Händlerkonto hat keinen Shop.');
      const shopLogo = await storedLogo(address);
      await users.updateOne({ _id: user._id }, { $set: { 'shop.shopLogo': shopLogo } });
      if (user.shop.shopLogo && user.shop.shopLogo !== shopLogo)
        await files.remove(user.shop.shopLogo).catch(() => undefined);
      const updated = { ...user, shop: { ...user.shop, shopLogo } };
      return { ...summary(updated), products: await rewriteOffers(user._id) };
    },

    /** The id of a merchant named by id or e-mail address, for the operator's calls on its behalf. */
    idOf: async (which: string): Promise<string> => (await find(which))._id,

    async list(): Promise<MerchantSummary[]> {
      return (await users.find({ role: 'merchant' }, { sort: { username: 1 } })).map(summary);
    },
  };
}

export type MerchantAccounts = ReturnType<typeof createMerchantAccounts>;
