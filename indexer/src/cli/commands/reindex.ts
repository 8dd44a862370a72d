import { formatNumber } from '@futterkompass/domain';
import { type ReindexSummary, reindexAll } from '../../reindex';
import { reindexViaServer } from '../admin-client';
import { adminTarget, type OpsCommand, openExclusive, out, withServer } from '../command';
import { createProgressBar } from '../progress';

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
 * Rebuilds the search index into a new index and swaps it in. Against the embedded store while the
 * server runs, it goes through the server's admin API; it never writes the store's files behind the
 * server's back.
 */
export const reindexCommand: OpsCommand = {
  command: 'reindex',
  describe: 'Suchindex neu aufbauen (neuer Index, dann Tausch), mit Fortschritt',
  title: 'Neuaufbau',
  builder: (yargs) =>
    withServer(yargs).option('dry-run', {
      type: 'boolean',
      default: false,
      describe: 'nur prüfen, ob jedes Produkt ein gültiges Suchdokument ergibt',
    }),
  async run(args: { dryRun: boolean; server?: string }, { config }) {
    const target = await adminTarget(config, args.server);
    if (target) {
      out(
        target.pid
          ? `Der Server (Prozess ${target.pid}) hält den Datenbestand; der Suchindex wird über seine Admin-Schnittstelle auf Port ${new URL(target.url).port} neu aufgebaut.`
          : `Neuaufbau über den Server ${target.url} …`,
      );
      return viaServer(target.url, target.token, args.dryRun);
    }
    const { adapters, close } = await openExclusive(config, 'reindex');
    try {
      const bar = createProgressBar();
      const summary = await reindexAll(adapters, {
        dryRun: args.dryRun,
        onProgress: ({ done, total }) => bar.update(done, total),
      });
      bar.finish();
      const code = report(summary);
      if (adapters.search.kind === 'embedded' && !args.dryRun) {
        out(
          'Hinweis: Der eingebettete Suchindex lebt im Speicher des Servers; er wird bei jedem Start aus dem Datenbestand aufgebaut.',
        );
      }
      return code;
    } finally {
      await close();
    }
  },
};
