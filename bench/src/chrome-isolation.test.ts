import { describe, expect, it } from 'vitest';
import { cpuList, pageAndHarness, withoutSpareRenderer } from './chrome-isolation';

const chrome = '/usr/lib/chromium/chromium';

describe('pageAndHarness', () => {
  it('puts the renderers and the zygotes they come from on the page side, the rest of the browser on the harness side', () => {
    const processes = [
      { pid: 1, ppid: 0, cmdline: 'node lighthouse.ts' },
      { pid: 10, ppid: 1, cmdline: `${chrome} --headless=new --no-sandbox` },
      { pid: 11, ppid: 10, cmdline: `${chrome} --type=zygote --no-sandbox` },
      { pid: 12, ppid: 11, cmdline: `${chrome} --type=renderer --renderer-client-id=4` },
      { pid: 13, ppid: 10, cmdline: `${chrome} --type=gpu-process --use-gl=disabled` },
      {
        pid: 14,
        ppid: 10,
        cmdline: `${chrome} --type=utility --utility-sub-type=network.mojom.NetworkService`,
      },
      { pid: 15, ppid: 1, cmdline: 'node api/dist/main.mjs' },
      { pid: 20, ppid: 0, cmdline: `${chrome} --type=renderer` },
    ];
    expect(pageAndHarness(processes, 10)).toEqual({ page: [11, 12], harness: [10, 13, 14] });
  });

  it('finds nothing when the browser has gone', () => {
    expect(pageAndHarness([{ pid: 5, ppid: 1, cmdline: `${chrome} --type=renderer` }], 10)).toEqual({
      page: [],
      harness: [],
    });
  });
});

describe('cpuList', () => {
  it('reads the CPU lists Linux writes', () => {
    expect(cpuList('0-1\n')).toEqual([0, 1]);
    expect(cpuList('4-7')).toEqual([4, 5, 6, 7]);
    expect(cpuList('0,2-3,6')).toEqual([0, 2, 3, 6]);
    expect(cpuList('3')).toEqual([3]);
    expect(cpuList('')).toEqual([]);
  });
});

describe('withoutSpareRenderer', () => {
  it('adds the spare renderer to the features chrome-launcher disables, in the one flag Chromium reads', () => {
    const flags = ['--disable-features=Translate,MediaRouter', '--disable-extensions'];
    expect(withoutSpareRenderer(flags)).toBe(
      '--disable-features=Translate,MediaRouter,SpareRendererForSitePerProcess',
    );
  });

  it('disables only the spare renderer where the launcher disables nothing', () => {
    expect(withoutSpareRenderer(['--no-first-run'])).toBe(
      '--disable-features=SpareRendererForSitePerProcess',
    );
  });
});
