import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

/** The web app's own source files (not its tests), as paths under web/src. */
const sources = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => file.split(path.sep).join('/'));

/** Lines of the sources matching a pattern, as `file:line: text`. */
function linesMatching(pattern: RegExp, skip: readonly string[] = []): string[] {
  return sources
    .filter((file) => !skip.includes(file))
    .flatMap((file) =>
      readFileSync(path.join(SRC, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
}

// The answers come from @futterkompass/contract through the calls' typing by route (api/http.ts):
// a type argument at a call would declare an answer of the web app's own, which could drift from
// the server's.
describe('the web app takes its answers from the API contract', () => {
  it('names no answer type at a call', () => {
    expect(linesMatching(/\b(get|post|put|patch|delete)Json\s*</, ['api/http.ts'])).toEqual([]);
    expect(linesMatching(/(?<!function )\bloadPosts\s*</)).toEqual([]);
  });

  it('declares no answer shape of its own', () => {
    const declared = linesMatching(/^\s*(export\s+)?(interface|type)\s+\w*Answer\b(?!\s*=\s*AnswerOf<)/, [
      'api/http.ts',
    ]);
    // The list's first answer as the page carries it: a contract answer with the query it answers.
    expect(
      declared.filter((line) => !/^list\/search-client\.ts:\d+: export interface FirstAnswer \{/.test(line)),
    ).toEqual([]);
  });
});
