import { type Adapters, type Config, createLogger, ensureIndexes } from '@futterkompass/adapters';
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
import {
  createMerchantAccounts,
  type MerchantAccounts,
  MerchantRefusedError,
  type MerchantSummary,
  UnknownMerchantError,
} from '../merchants/merchant-accounts';
import { createPriceWatch } from '../products/price-watch';
import { createProductWrites } from '../products/product-writes';

const STATUS_TEXT: Record<MerchantSummary['status'], string> = {
  active: 'aktiv',
  pending: 'wartet auf Freischaltung',
  blocked: 'gesperrt',
};

/**
 * The merchant accounts on the store this command opened; with the embedded queue it runs the index
 * jobs of the rewritten products itself before it ends, so that none is lost.
 */
async function direct<T>(adapters: Adapters, config: Config, work: (m: MerchantAccounts) => Promise<T>) {
  const logger = createLogger('warn', 'merchant');
  const { store, queue, search, mailer } = adapters;
  await ensureIndexes(store);
  if (queue.kind === 'in-process') queue.process(createIndexProcessor({ store, search, logger }));
  const priceWatch = createPriceWatch({ store, mailer, logger, publicUrl: config.publicUrl });
  const merchants = createMerchantAccounts({
    store,
    productWrites: createProductWrites({ store, queue, priceWatch, logger }),
    tokens: createOneTimeTokens(store),
    mailer,
    logger,
    publicUrl: config.publicUrl,
  });
  try {
    return await work(merchants);
  } catch (error) {
    if (error instanceof MerchantRefusedError || error instanceof UnknownMerchantError)
      throw new UsageError(error.message, { cause: error });
    throw error;
  } finally {
    if (queue.kind === 'in-process') await queue.idle();
  }
}

const line = (m: MerchantSummary) =>
  `${m._id}  ${m.username} <${m.email}>  „${m.shopName}“ ${m.shopUrl}  ${STATUS_TEXT[m.status]}`;

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
      async (adapters) => ({ merchant: await direct(adapters, context.config, (m) => m.create(input)) }),
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
        merchant: await direct(adapters, context.config, (m) => m.setStatus(args.haendler, to)),
      }),
    );
    out(`${line(merchant)}; Produkte neu indexiert: ${merchant.products}.`);
    return 0;
  },
});

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
      async (adapters) => ({ merchants: await direct(adapters, context.config, (m) => m.list()) }),
    );
    if (merchants.length === 0) out('Keine Händlerkonten.');
    for (const merchant of merchants) out(line(merchant));
    return 0;
  },
};

/** `npm run ops -- merchant …`: the operator's merchant accounts. */
export const merchantCommand: OpsCommand = {
  command: 'merchant',
  describe: 'Händlerkonten: anlegen, freischalten, sperren, auflisten',
  subcommands: [create, status('active'), status('blocked'), list],
};
