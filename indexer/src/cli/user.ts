import { loadConfig } from '@futterkompass/adapters';
import { GRANTABLE_ROLES, type GrantableRole, setUserBlocked, setUserRole } from '../ops/users';
import { adminCall } from './admin-client';
import { parseArgs, UsageError } from './args';
import { adminTarget, openExclusive, out, runCommand } from './command';

const USAGE = `Aufruf:
  npm run user -- role <nutzername> ${GRANTABLE_ROLES.join('|')}
  npm run user -- block <nutzername>
  npm run user -- unblock <nutzername>
  (--server URL: über die Admin-Schnittstelle eines laufenden Servers, mit ADMIN_TOKEN)`;

type Action =
  | { kind: 'role'; username: string; role: GrantableRole }
  | { kind: 'block'; username: string; blocked: boolean };

function parseAction(argv: readonly string[]): Action {
  const [verb, username, role] = argv.filter((a) => !a.startsWith('--'));
  if (!username) throw new UsageError(USAGE);
  if (verb === 'role') {
    if (!GRANTABLE_ROLES.includes(role as GrantableRole))
      throw new UsageError(`Die Rolle muss ${GRANTABLE_ROLES.join(', ')} sein.\n${USAGE}`);
    return { kind: 'role', username, role: role as GrantableRole };
  }
  if (verb === 'block' || verb === 'unblock') return { kind: 'block', username, blocked: verb === 'block' };
  throw new UsageError(USAGE);
}

type Result = { username: string; role?: string; before?: string; status?: string };

function report(action: Action, result: Result): void {
  if (action.kind === 'role') out(`${result.username}: Rolle ${result.before} → ${result.role}.`);
  else
    out(
      `${result.username}: ${result.status === 'blocked' ? 'gesperrt, alle Sitzungen beendet' : 'entsperrt'}.`,
    );
}

async function viaServer(url: string, token: string, action: Action): Promise<Result> {
  return action.kind === 'role'
    ? adminCall<Result>(url, token, '/users/role', { username: action.username, role: action.role })
    : adminCall<Result>(url, token, '/users/block', { username: action.username, blocked: action.blocked });
}

/**
 * `npm run user -- role|block|unblock …`: roles and blocking. Against the embedded store while the
 * server runs, it goes through the server's admin API, like the reindex.
 */
async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const action = parseAction(argv);
  const config = loadConfig();
  const target = await adminTarget(config, parseArgs(argv));
  if (target) {
    report(action, await viaServer(target.url, target.token, action));
    return 0;
  }
  const { adapters, close } = await openExclusive(config, 'user');
  try {
    report(
      action,
      action.kind === 'role'
        ? await setUserRole(adapters.store, action.username, action.role)
        : await setUserBlocked(adapters.store, action.username, action.blocked),
    );
    return 0;
  } finally {
    await close();
  }
}

runCommand('Nutzerverwaltung', main);
