import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import config from '../../vitest.config';
import { takeRefused } from './quick-guard';

const ROOT = path.join(import.meta.dirname, '../..');

describe('the guard of the quick projects', () => {
  it('refuses a child process, also a synchronous one', () => {
    expect(() => spawn(process.execPath, ['-e', ''])).toThrow(/startet einen Prozess/);
    expect(() => execFileSync(process.execPath, ['-e', ''])).toThrow(/startet einen Prozess/);
    expect(takeRefused()).toEqual(['startet einen Prozess', 'startet einen Prozess']);
  });

  it('refuses to listen on a port', () => {
    expect(() => net.createServer().listen(0, '127.0.0.1')).toThrow(/öffnet einen Port/);
    expect(takeRefused()).toEqual(['öffnet einen Port']);
  });

  it('refuses a connection, also one fetch opens and turns into its own error', async () => {
    expect(() => net.connect(6379, '127.0.0.1')).toThrow(/öffnet eine Verbindung/);
    await expect(fetch('http://127.0.0.1:45999/')).rejects.toThrow();
    expect(takeRefused()).toEqual(['öffnet eine Verbindung', 'öffnet eine Verbindung']);
  });

  it('is set up in every project npm run test:quick runs, and none of them starts services first', () => {
    const script: string = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts[
      'test:quick'
    ];
    const patterns = [...script.matchAll(/--project '?([\w*-]+)'?/g)].map((m) => m[1] ?? '');
    const matches = (name: string) =>
      patterns.some((p) => new RegExp(`^${p.replace('*', '.*')}$`).test(name));
    const projects = (config.test?.projects ?? []) as TestProjectInlineConfiguration[];
    const quick = projects.filter((project) => matches(project.test?.name as string));
    expect(quick.map((project) => project.test?.name)).toEqual(['unit', 'web', 'web-mocks']);
    for (const project of quick) {
      expect(project.test?.setupFiles).toContain('scripts/testing/quick-guard.ts');
      expect(project.test?.globalSetup).toBeUndefined();
    }
  });
});
