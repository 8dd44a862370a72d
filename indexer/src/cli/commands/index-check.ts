import { readIndexBacklog, type Store } from '@futterkompass/adapters';
import { formatNumber } from '@futterkompass/domain';
import { compareIndex, type DriftReport, driftReport } from '../../index-drift';
import { adminLines } from '../admin-client';
import { adminTarget, type OpsCommand, openExclusive, out, withServer } from '../command';
import { createProgressBar } from '../progress';

type IndexLine =
  | { type: 'progress'; done: number; total: number }
  | ({ type: 'summary' } & DriftReport)
  | { type: 'error'; message: string };

const count = (n: number) => formatNumber(n, 0);

function report(drift: DriftReport): number {
  const differences = drift.missing.count + drift.stale.count + drift.extra.count;
  out(
    `${drift.repaired ? 'Suchindex abgeglichen' : 'Suchindex geprüft'}: ${count(drift.checked)} Produkte verglichen; ${count(drift.missing.count)} fehlen, ${count(drift.stale.count)} veraltet, ${count(drift.extra.count)} überzählig, ${count(drift.failures.count)} ohne gültiges Suchdokument.`,
  );
  const listed = (label: string, part: { count: number; ids: string[] }) => {
    if (part.count === 0) return;
    const more = part.count > part.ids.length ? ` … und ${count(part.count - part.ids.length)} weitere` : '';
    out(`  ${label}: ${part.ids.join(', ')}${more}`);
  };
  listed(drift.repaired ? 'geschrieben (fehlten)' : 'fehlen', drift.missing);
  listed(drift.repaired ? 'geschrieben (veraltet)' : 'veraltet', drift.stale);
  listed(drift.repaired ? 'entfernt' : 'überzählig', drift.extra);
  for (const reason of drift.failures.reasons) out(`  - ${reason}`);
  if (drift.repaired) return drift.failures.count > 0 ? 1 : 0;
  if (differences > 0)
    out("Mit 'npm run ops -- index repair' wird der Suchindex an den Datenbestand angeglichen.");
  return differences > 0 || drift.failures.count > 0 ? 1 : 0;
}

/** What the store records about the reconcile: when it last caught up, and what is known to lag. */
async function reportBacklog(store: Store) {
  const backlog = await readIndexBacklog(store);
  if (!backlog) return;
  if (backlog.reconciledUntil) out(`Letzter Abgleich bis: ${backlog.reconciledUntil}`);
  if (backlog.behindSince) out(`Noch nicht im Suchindex: Änderungen seit ${backlog.behindSince}`);
  if (backlog.lastError) out(`Letzter Abgleich gescheitert: ${backlog.lastError}`);
}

async function run(
  repair: boolean,
  server: string | undefined,
  context: Parameters<NonNullable<OpsCommand['run']>>[1],
) {
  const bar = createProgressBar();
  const target = await adminTarget(context.config, server);
  if (target) {
    out(`${repair ? 'Abgleich' : 'Prüfung'} über den Server ${target.url} …`);
    let code = 1;
    await adminLines<IndexLine>(
      target.url,
      target.token,
      '/index-check',
      { body: JSON.stringify({ repair }), contentType: 'application/json' },
      (line) => {
        if (line.type === 'progress') bar.update(line.done, line.total);
        else {
          bar.finish();
          if (line.type === 'summary') code = report(line);
          else out(`Fehler bei der Prüfung: ${line.message}`);
        }
      },
      'Der Server hat die Prüfung abgelehnt',
    );
    return code;
  }
  if (context.config.search.kind === 'embedded') {
    out(
      'Der eingebettete Suchindex lebt im Speicher des Servers und wird bei jedem Start aus dem Datenbestand aufgebaut; ohne laufenden Server gibt es keinen zu prüfen.',
    );
    return 0;
  }
  const { adapters, close } = await openExclusive(context.config, 'index');
  try {
    await reportBacklog(adapters.store);
    const drift = await compareIndex(
      {
        store: adapters.store,
        search: adapters.searchWriter ?? adapters.search,
        offerAge: adapters.offerAge,
      },
      { repair, onProgress: ({ done, total }) => bar.update(done, total) },
    );
    bar.finish();
    return report(driftReport(drift, repair));
  } finally {
    await close();
  }
}

const check: OpsCommand = {
  command: 'check',
  describe: 'Suchindex mit dem Datenbestand vergleichen: fehlende, veraltete und überzählige Dokumente',
  title: 'Prüfung des Suchindex',
  builder: withServer,
  run: (args: { server?: string }, context) => run(false, args.server, context),
};

const repair: OpsCommand = {
  command: 'repair',
  describe:
    'Suchindex an den Datenbestand angleichen: fehlende und veraltete schreiben, überzählige entfernen',
  title: 'Abgleich des Suchindex',
  builder: withServer,
  run: (args: { server?: string }, context) => run(true, args.server, context),
};

/** Finds where the search index and the store disagree, and mends it, with progress. */
export const indexCommand: OpsCommand = {
  command: 'index',
  describe: 'Suchindex gegen den Datenbestand prüfen oder abgleichen',
  subcommands: [check, repair],
};
