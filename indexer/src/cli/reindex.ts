import { loadConfig, readLockHolder } from '@futterkompass/adapters';
import { formatNumber, withoutTrailingSlashes } from '@futterkompass/domain';
import { type ReindexSummary, reindexAll } from '../reindex';
import { reindexViaServer } from './admin-client';
import { parseArgs, UsageError } from './args';
import { openExclusive, out, runCommand } from './command';
import { createProgressBar } from './progress';

function report(summary: ReindexSummary): number {
  const seconds = summary.durationMs / 1000;
  const rate = seconds > 0 ? summary.documents / seconds : 0;
  out(
    `${summary.dryRun ? 'Prüfung' : 'Neuaufbau'} fertig in ${formatNumber(seconds, 1)} s: ${formatNumber(summary.documents, 0)} Dokumente (${formatNumber(rate, 0)}/s), ${summary.failures.length} Fehler.`,
  );
  for (const failure of summary.failures.slice(0, 20)) out(`  - ${failure.reason}`);
  if (summary.failures.length > 20) out(`  … und ${summary.failures.length - 20} weitere`);
  return summary.failures.length > 0 ? 1 : 0;
}

async function viaServer(url: string, token: string, dryRun: boolean): Promise<number> {
  const bar = createProgressBar();
  let code = 1;
  await reindexViaServer(url, token, dryRun, (line) => {
    if (line.type === 'progress') bar.update(line.done, line.total);
    else if (line.type === 'summary') {
      bar.finish();
      code = report(line);
    } else {
      bar.finish();
      out(`Fehler beim Neuaufbau: ${line.message}`);
    }
  });
  return code;
}

/**
 * `npm run reindex [-- --dry-run] [--server URL]`: rebuilds the search index into a new index and
 * swaps it in. Against the embedded store while the server runs, it goes through the server's
 * admin API; it never writes the store's files behind the server's back.
 */
async function main(): Promise<number> {
  const flags = parseArgs(process.argv.slice(2));
  const dryRun = flags.has('dry-run');
  const config = loadConfig();
  const server = flags.get('server');
  if (typeof server === 'string') {
    if (!config.adminToken) throw new UsageError('--server braucht ADMIN_TOKEN in der Umgebung.');
    out(`Neuaufbau über den Server ${server} …`);
    return viaServer(withoutTrailingSlashes(server), config.adminToken, dryRun);
  }
  if (config.store.kind === 'nedb') {
    const holder = await readLockHolder(config.store.dir);
    if (holder?.port) {
      out(
        `Der Server (Prozess ${holder.pid}) hält den Datenbestand; der Suchindex wird über seine Admin-Schnittstelle auf Port ${holder.port} neu aufgebaut.`,
      );
      return viaServer(`http://127.0.0.1:${holder.port}`, holder.adminToken, dryRun);
    }
  }
  const { adapters, close } = await openExclusive(config, 'reindex');
  try {
    const bar = createProgressBar();
    const summary = await reindexAll(adapters, {
      dryRun,
      onProgress: ({ done, total }) => bar.update(done, total),
    });
    bar.finish();
    const code = report(summary);
    if (adapters.search.kind === 'embedded' && !dryRun) {
      out(
        'Hinweis: Der eingebettete Suchindex lebt im Speicher des Servers; er wird bei jedem Start aus dem Datenbestand aufgebaut.',
      );
    }
    return code;
  } finally {
    await close();
  }
}

runCommand('Neuaufbau', main);
