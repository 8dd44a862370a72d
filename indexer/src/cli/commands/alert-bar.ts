import { type AlertBar, checkAlertBar } from '@futterkompass/domain';
import { AlertBarRefusedError, clearAlertBar, setAlertBar } from '../../ops/alert-bar';
import { adminCall } from '../admin-client';
import { type OpsCommand, out, viaServerOrStore, withServer } from '../command';

const set: OpsCommand = {
  command: 'set',
  describe: 'Hinweisleiste setzen (auf jeder Seite oben)',
  title: 'Hinweisleiste',
  builder: (yargs) =>
    withServer(yargs)
      .option('text', { type: 'string', demandOption: true, describe: 'Text der Leiste' })
      .option('link', { type: 'string', describe: 'Ziel des Buttons: /pfad im Portal oder https://…' })
      .option('button', { type: 'string', describe: 'Text des Buttons (nur mit --link)' })
      .option('color', { type: 'string', describe: 'Hintergrundfarbe als Hex-Wert, z. B. 55AD59' }),
  async run(
    args: { text: string; link?: string; button?: string; color?: string; server?: string },
    context,
  ) {
    const input = {
      text: args.text,
      ...(args.link !== undefined && { link: args.link }),
      ...(args.button !== undefined && { buttonText: args.button }),
      ...(args.color !== undefined && { color: args.color }),
    };
    // Checked here already, so that the answer is the same with and without a running server.
    const checked = checkAlertBar(input);
    if ('error' in checked) throw new AlertBarRefusedError(checked.error);
    const bar = await viaServerOrStore<AlertBar>(
      context,
      args.server,
      'alert-bar',
      async ({ url, token }) =>
        (await adminCall<{ abData: AlertBar }>(url, token, '/alert-bar', input, 'PUT')).abData,
      ({ store }) => setAlertBar(store, input),
    );
    out(`Hinweisleiste gesetzt: „${bar.text}“`);
    if (bar.link) out(`  Button „${bar.buttonText}“ → ${bar.link}`);
    out(`  Farbe #${bar.color}`);
    return 0;
  },
};

const clear: OpsCommand = {
  command: 'clear',
  describe: 'Hinweisleiste ausblenden',
  title: 'Hinweisleiste',
  builder: withServer,
  async run(args: { server?: string }, context) {
    await viaServerOrStore(
      context,
      args.server,
      'alert-bar',
      ({ url, token }) => adminCall(url, token, '/alert-bar', {}, 'DELETE'),
      ({ store }) => clearAlertBar(store),
    );
    out('Hinweisleiste ausgeblendet.');
    return 0;
  },
};

/** The operators' notice above every page; set and cleared like the other admin changes. */
export const alertBarCommand: OpsCommand = {
  command: 'alert-bar',
  describe: 'Hinweisleiste setzen oder ausblenden',
  subcommands: [set, clear],
};
