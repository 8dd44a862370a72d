import { formatNumber } from '@futterkompass/domain';
import { currentIo, type OpsIo } from './io';

export interface ProgressBar {
  update(done: number, total: number): void;
  finish(): void;
}

const WIDTH = 30;

/** A progress bar with count and rate; without a terminal, one line per tenth. */
export function createProgressBar(
  label = 'Produkte',
  stream: OpsIo['progress'] = currentIo().progress,
): ProgressBar {
  const started = Date.now();
  let lastTenth = -1;
  const line = (done: number, total: number) => {
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const share = total > 0 ? Math.min(1, done / total) : 1;
    const filled = Math.round(share * WIDTH);
    return `[${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ${formatNumber(done, 0)}/${formatNumber(total, 0)} ${label} · ${formatNumber(rate, 0)}/s`;
  };
  return {
    update(done, total) {
      if (stream.isTTY) {
        stream.write(`\r${line(done, total)}`);
        return;
      }
      const tenth = total > 0 ? Math.floor((done / total) * 10) : 10;
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        stream.write(`${line(done, total)}\n`);
      }
    },
    finish() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
