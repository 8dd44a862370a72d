import { type Adapters, type Config, createLogger, ensureIndexes } from '@futterkompass/adapters';
import { FeedBody } from '@futterkompass/contract';
import { FEED_FORMATS, type Feed, type FeedFormat } from '@futterkompass/domain';
import { createIndexProcessor } from '@futterkompass/indexer';
import {
  adminCall,
  type OpsCommand,
  out,
  UsageError,
  viaServerOrStore,
  withServer,
} from '@futterkompass/indexer/cli';
import { createOneTimeTokens } from '../accounts/one-time-tokens';
import { createFeedQueue } from '../feeds/feed-worker';
import {
  createMerchantAccounts,
  type MerchantAccounts,
  MerchantRefusedError,
  type MerchantSummary,
  UnknownMerchantError,
} from '../merchants/merchant-accounts';
import { createShopLogos } from '../merchants/shop-logo';
import { createPriceWatch } from '../products/price-watch';
import { createProductWrites } from '../products/product-writes';
import { createFeedService, type FeedService } from '../routes/b2b-feeds/service';
import { feedInput } from '../routes/b2b-feeds/validators';
import { ServiceError } from '../service-errors';

const STATUS_TEXT: Record<MerchantSummary['status'], string> = {
  active: 'aktiv',
  pending: 'wartet auf Freischaltung',
  blocked: 'gesperrt',
};

interface OfferServices {
  merchants: MerchantAccounts;
  feeds: FeedService;
}

/**
 * The merchant accounts and feeds on the store this command opened; with the embedded queue it runs
 * the index jobs of the rewritten products itself before it ends, so that none is lost. A feed
 * registered here is pulled by the server's schedule (its next run is due at once).
 */
async function direct<T>(adapters: Adapters, config: Config, work: (s: OfferServices) => Promise<T>) {
  const logger = createLogger('warn', 'merchant');
  const { store, queue, search, mailer, offerAge } = adapters;
  await ensureIndexes(store);
  if (queue.kind === 'in-process') queue.process(createIndexProcessor({ store, search, logger, offerAge }));
  const priceWatch = createPriceWatch({ store, mailer, offerAge, logger, publicUrl: config.publicUrl });
  const productWrites = createProductWrites({ store, queue, priceWatch, logger });
  // The pull a new feed enqueues is dropped with this queue, quietly: the server's schedule pulls it.
  const feedQueue = createFeedQueue(config, createLogger('error', 'merchant'));
  const services = {
    merchants: createMerchantAccounts({
      store,
      productWrites,
      tokens: createOneTimeTokens(store),
      mailer,
      logger,
      publicUrl: config.publicUrl,
      files: adapters.files,
      logos: createShopLogos({ files: adapters.files, allowPrivate: config.feeds.allowPrivate }),
    }),
    feeds: createFeedService({ store, offerAge, productWrites, queue: feedQueue, config: config.feeds }),
  };
  try {
    return await work(services);
  } catch (error) {
    if (error instanceof MerchantRefusedError || error instanceof UnknownMerchantError)
      throw new UsageError(error.message, { cause: error });
    if (error instanceof ServiceError) throw new UsageError(error.message, { cause: error });
    throw error;
  } finally {
    await feedQueue.close();
    if (queue.kind === 'in-process') await queue.idle();
  }
}

const line = (m: MerchantSummary) =>
  `${m._id}  ${m.username} <${m.email}>  „${m.shopName}“ ${m.shopUrl}${
    m.linkDomains.length > 0 ? ` (Links auch zu ${m.linkDomains.join(', ')})` : ''
  }  ${STATUS_TEXT[m.status]}`;

type Created = MerchantSummary & { link: string; mailed: boolean };

const create: OpsCommand = {
  command: 'create',
  describe: 'Händlerkonto anlegen; der Händler bekommt einen Link, um sein Passwort festzulegen',
  title: 'Händlerkonto',
  builder: (yargs) =>
    withServer(yargs)
      .option('email', { type: 'string', demandOption: true, describe: 'E-Mail Adresse des Händlers' })
      .option('username', { type: 'string', demandOption: true, describe: 'Nutzername zum Einloggen' })
      .option('shop-name', {
        type: 'string',
        demandOption: true,
        describe: 'Name des Shops im Preisvergleich',
      })
      .option('shop-url', { type: 'string', demandOption: true, describe: 'Adresse des Shops (http/https)' })
      .option('logo', { type: 'string', describe: 'Adresse des Shop-Logos (http/https)' })
      .option('pending', { type: 'boolean', default: false, describe: 'erst später freischalten' }),
  async run(
    args: {
      email: string;
      username: string;
      shopName: string;
      shopUrl: string;
      logo?: string;
      pending: boolean;
      server?: string;
    },
    context,
  ) {
    const input = {
      email: args.email,
      username: args.username,
      shopName: args.shopName,
      shopUrl: args.shopUrl,
      ...(args.logo && { logo: args.logo }),
      status: args.pending ? ('pending' as const) : ('active' as const),
    };
    const { merchant } = await viaServerOrStore<{ merchant: Created }>(
      context,
      args.server,
      'merchant',
      ({ url, token }) => adminCall(url, token, '/merchants', input),
      async (adapters) => ({
        merchant: await direct(adapters, context.config, ({ merchants }) => merchants.create(input)),
      }),
    );
    out(`Händlerkonto angelegt: ${line(merchant)}`);
    out(
      merchant.mailed
        ? `Link zum Festlegen des Passworts an ${merchant.email} geschickt (eine Stunde gültig):`
        : 'Die E-Mail konnte nicht verschickt werden. Gib dem Händler diesen Link (eine Stunde gültig):',
    );
    out(`  ${merchant.link}`);
    return 0;
  },
};

const status = (to: 'active' | 'blocked'): OpsCommand => ({
  command: `${to === 'active' ? 'activate' : 'block'} <haendler>`,
  describe:
    to === 'active'
      ? 'Händlerkonto freischalten: seine Angebote zählen sofort'
      : 'Händlerkonto sperren: seine Angebote zählen sofort nicht mehr',
  title: 'Händlerkonto',
  builder: (yargs) =>
    withServer(yargs).positional('haendler', { type: 'string', describe: 'ID oder E-Mail Adresse' }),
  async run(args: { haendler: string; server?: string }, context) {
    const { merchant } = await viaServerOrStore<{ merchant: MerchantSummary & { products: number } }>(
      context,
      args.server,
      'merchant',
      ({ url, token }) => adminCall(url, token, '/merchants/status', { merchant: args.haendler, status: to }),
      async (adapters) => ({
        merchant: await direct(adapters, context.config, ({ merchants }) =>
          merchants.setStatus(args.haendler, to),
        ),
      }),
    );
    out(`${line(merchant)}; Produkte neu indexiert: ${merchant.products}.`);
    return 0;
  },
});

const linkDomains: OpsCommand = {
  command: 'link-domains <haendler>',
  describe: 'Weitere Domains erlauben (oder nicht mehr), zu denen die Angebotslinks des Shops führen dürfen',
  title: 'Händlerkonto',
  builder: (yargs) =>
    withServer(yargs)
      .positional('haendler', { type: 'string', describe: 'ID oder E-Mail Adresse' })
      .option('allow', { type: 'string', array: true, describe: 'Domain erlauben, z. B. shop-partner.de' })
      .option('disallow', { type: 'string', array: true, describe: 'Domain nicht mehr erlauben' })
      .check((args) => {
        if (!args.allow?.length && !args.disallow?.length) throw new Error('Gib --allow oder --disallow an.');
        return true;
      }),
  async run(args: { haendler: string; allow?: string[]; disallow?: string[]; server?: string }, context) {
    const change = {
      ...(args.allow && { allow: args.allow }),
      ...(args.disallow && { disallow: args.disallow }),
    };
    const { merchant } = await viaServerOrStore<{ merchant: MerchantSummary & { products: number } }>(
      context,
      args.server,
      'merchant',
      ({ url, token }) =>
        adminCall(url, token, '/merchants/link-domains', { merchant: args.haendler, ...change }),
      async (adapters) => ({
        merchant: await direct(adapters, context.config, ({ merchants }) =>
          merchants.setLinkDomains(args.haendler, change),
        ),
      }),
    );
    out(`${line(merchant)}; Produkte neu indexiert: ${merchant.products}.`);
    return 0;
  },
};

const logo: OpsCommand = {
  command: 'logo <haendler> <adresse>',
  describe: 'Shop-Logo von einer Adresse holen, prüfen und (statt des bisherigen) zeigen',
  title: 'Händlerkonto',
  builder: (yargs) =>
    withServer(yargs)
      .positional('haendler', { type: 'string', describe: 'ID oder E-Mail Adresse' })
      .positional('adresse', { type: 'string', describe: 'Adresse des Logos (http/https)' }),
  async run(args: { haendler: string; adresse: string; server?: string }, context) {
    const { merchant } = await viaServerOrStore<{ merchant: MerchantSummary & { products: number } }>(
      context,
      args.server,
      'merchant',
      ({ url, token }) =>
        adminCall(url, token, '/merchants/logo', { merchant: args.haendler, url: args.adresse }),
      async (adapters) => ({
        merchant: await direct(adapters, context.config, ({ merchants }) =>
          merchants.setLogo(args.haendler, args.adresse),
        ),
      }),
    );
    out(`Logo gespeichert: ${line(merchant)}`);
    return 0;
  },
};

const list: OpsCommand = {
  command: 'list',
  describe: 'Händlerkonten auflisten',
  title: 'Händlerkonten',
  builder: withServer,
  async run(args: { server?: string }, context) {
    const { merchants } = await viaServerOrStore<{ merchants: MerchantSummary[] }>(
      context,
      args.server,
      'merchant',
      ({ url, token }) => adminCall(url, token, '/merchants/list', {}),
      async (adapters) => ({
        merchants: await direct(adapters, context.config, ({ merchants }) => merchants.list()),
      }),
    );
    if (merchants.length === 0) out('Keine Händlerkonten.');
    for (const merchant of merchants) out(line(merchant));
    return 0;
  },
};

const feedLine = (feed: Feed) =>
  `${feed._id}  ${feed.url}  ${feed.format}, alle ${feed.everyHours} h${feed.paused ? ', angehalten' : ''}${feed.lastRun ? `, zuletzt: ${feed.lastRun.status}` : ''}${feed.waiting ? `, ${feed.waiting} Zeilen warten auf Zuordnung` : ''}`;

const feedAdd: OpsCommand = {
  command: 'feed-add <haendler>',
  describe: 'Feed für einen Händler anlegen; er wird nach Zeitplan abgerufen',
  title: 'Feed',
  builder: (yargs) =>
    withServer(yargs)
      .positional('haendler', { type: 'string', describe: 'ID oder E-Mail Adresse' })
      .option('url', { type: 'string', demandOption: true, describe: 'Adresse des Feeds (http/https)' })
      .option('format', { choices: FEED_FORMATS, demandOption: true, describe: 'Format des Feeds' })
      .option('every-hours', { type: 'number', default: 24, describe: 'Abstand der Abrufe in Stunden' }),
  async run(
    args: { haendler: string; url: string; format: FeedFormat; everyHours: number; server?: string },
    context,
  ) {
    const input = { url: args.url, format: args.format, everyHours: args.everyHours };
    const { feed } = await viaServerOrStore<{ feed: Feed }>(
      context,
      args.server,
      'merchant',
      ({ url, token }) => adminCall(url, token, '/feeds', { merchant: args.haendler, ...input }),
      async (adapters) => ({
        feed: await direct(adapters, context.config, async ({ merchants, feeds }) =>
          feeds.create(await merchants.idOf(args.haendler), feedInput(FeedBody, input)),
        ),
      }),
    );
    out(`Feed angelegt: ${feedLine(feed)}`);
    return 0;
  },
};

const feedList: OpsCommand = {
  command: 'feeds <haendler>',
  describe: 'Feeds eines Händlers mit ihrem letzten Abruf auflisten',
  title: 'Feeds',
  builder: (yargs) =>
    withServer(yargs).positional('haendler', { type: 'string', describe: 'ID oder E-Mail Adresse' }),
  async run(args: { haendler: string; server?: string }, context) {
    const { feeds } = await viaServerOrStore<{ feeds: Feed[] }>(
      context,
      args.server,
      'merchant',
      ({ url, token }) => adminCall(url, token, '/feeds/list', { merchant: args.haendler }),
      async (adapters) => ({
        feeds: await direct(adapters, context.config, async ({ merchants, feeds }) =>
          feeds.list(await merchants.idOf(args.haendler)),
        ),
      }),
    );
    if (feeds.length === 0) out('Keine Feeds.');
    for (const feed of feeds) out(feedLine(feed));
    return 0;
  },
};

type FeedControl = 'pause' | 'resume' | 'remove';

const CONTROL_TEXT: Record<FeedControl, { describe: string; done: string }> = {
  pause: {
    describe: 'Feed anhalten: er wird nicht mehr abgerufen, seine Angebote bleiben',
    done: 'Feed angehalten',
  },
  resume: {
    describe: 'Angehaltenen Feed wieder abrufen (sofort und vollständig)',
    done: 'Feed läuft wieder',
  },
  remove: {
    describe: 'Feed löschen, mit seinen Angeboten, Abrufen und wartenden Zeilen',
    done: 'Feed gelöscht',
  },
};

const feedControl = (control: FeedControl): OpsCommand => ({
  command: `feed-${control} <feed>`,
  describe: CONTROL_TEXT[control].describe,
  title: 'Feed',
  builder: (yargs) =>
    withServer(yargs).positional('feed', { type: 'string', describe: 'ID des Feeds (siehe merchant feeds)' }),
  async run(args: { feed: string; server?: string }, context) {
    const { feed } = await viaServerOrStore<{ feed: Pick<Feed, '_id' | 'url'> & Partial<Feed> }>(
      context,
      args.server,
      'merchant',
      ({ url, token }) => adminCall(url, token, `/feeds/${control}`, { feed: args.feed }),
      async (adapters) => ({
        feed: await direct(adapters, context.config, async ({ feeds }) => {
          const id = args.feed.trim().toLowerCase();
          if (control === 'remove') return feeds.operator.remove(id);
          return feeds.operator.setPaused(id, control === 'pause');
        }),
      }),
    );
    out(
      `${CONTROL_TEXT[control].done}: ${feed.format ? feedLine(feed as Feed) : `${feed._id}  ${feed.url}`}`,
    );
    return 0;
  },
});

/** `npm run ops -- merchant …`: the operator's merchant accounts and their feeds. */
export const merchantCommand: OpsCommand = {
  command: 'merchant',
  describe:
    'Händlerkonten: anlegen, freischalten, sperren, auflisten, Logo und Link-Domains; ihre Feeds anlegen, auflisten, anhalten, fortsetzen, löschen',
  subcommands: [
    create,
    status('active'),
    status('blocked'),
    linkDomains,
    logo,
    list,
    feedAdd,
    feedList,
    feedControl('pause'),
    feedControl('resume'),
    feedControl('remove'),
  ],
};
