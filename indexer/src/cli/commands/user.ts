import { GRANTABLE_ROLES, type GrantableRole, setUserBlocked, setUserRole } from '../../ops/users';
import { adminCall } from '../admin-client';
import { type OpsCommand, out, viaServerOrStore, withServer } from '../command';

type Result = { username: string; role?: string; before?: string; status?: string };

const role: OpsCommand = {
  command: 'role <name> <rolle>',
  describe: `Rolle vergeben (${GRANTABLE_ROLES.join(', ')})`,
  title: 'Nutzerverwaltung',
  builder: (yargs) =>
    withServer(yargs)
      .positional('name', { type: 'string', describe: 'Nutzername (Groß-/Kleinschreibung egal)' })
      .positional('rolle', { type: 'string', choices: GRANTABLE_ROLES, describe: 'neue Rolle' }),
  async run(args: { name: string; rolle: GrantableRole; server?: string }, context) {
    const result = await viaServerOrStore<Result>(
      context,
      args.server,
      'user',
      ({ url, token }) => adminCall(url, token, '/users/role', { username: args.name, role: args.rolle }),
      (adapters) => setUserRole(adapters.store, args.name, args.rolle),
    );
    out(`${result.username}: Rolle ${result.before} → ${result.role}.`);
    return 0;
  },
};

const blocking = (blocked: boolean): OpsCommand => ({
  command: `${blocked ? 'block' : 'unblock'} <name>`,
  describe: blocked ? 'Konto sperren (alle Sitzungen enden sofort)' : 'Konto entsperren',
  title: 'Nutzerverwaltung',
  builder: (yargs) => withServer(yargs).positional('name', { type: 'string', describe: 'Nutzername' }),
  async run(args: { name: string; server?: string }, context) {
    const result = await viaServerOrStore<Result>(
      context,
      args.server,
      'user',
      ({ url, token }) => adminCall(url, token, '/users/block', { username: args.name, blocked }),
      (adapters) => setUserBlocked(adapters.store, args.name, blocked),
    );
    out(
      `${result.username}: ${result.status === 'blocked' ? 'gesperrt, alle Sitzungen beendet' : 'entsperrt'}.`,
    );
    return 0;
  },
});

/** Roles and blocking; against the embedded store while the server runs, through its admin API. */
export const userCommand: OpsCommand = {
  command: 'user',
  describe: 'Nutzer verwalten: Rolle vergeben, sperren, entsperren',
  subcommands: [role, blocking(true), blocking(false)],
};
