import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(ROOT, file);

/** A field renamed in the contract, and a file that uses the field under its old name. */
interface Planted {
  contract: string;
  from: string;
  to: string;
  code: string;
  field: string;
}

const WEB_PLANTED: readonly Planted[] = [
  {
    contract: 'contract/src/catalog.ts',
    from: 'nOfProducts?: number;',
    to: 'productCount?: number;',
    code: 'web/src/list/count.ts',
    field: 'nOfProducts',
  },
  {
    contract: 'contract/src/accounts.ts',
    from: 'answer: { success: true; token: string; username: string };',
    to: 'answer: { success: true; sessionToken: string; username: string };',
    code: 'web/src/accounts/LoginForm.tsx',
    field: 'token',
  },
];

const API_PLANTED: readonly Planted[] = [
  {
    contract: 'contract/src/catalog.ts',
    from: "'GET /api/brands': { answer: { success: true; brands: BrandListing[] } };",
    to: "'GET /api/brands': { answer: { success: true; brandList: BrandListing[] } };",
    code: 'api/src/routes/brands/route.ts',
    field: 'brands',
  },
];

/** A project's compiler options, checking from the sources (no built declarations, no output). */
function optionsOf(tsconfig: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    at(tsconfig),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`${tsconfig} unreadable`);
  return {
    ...parsed.options,
    rootDir: undefined,
    tsBuildInfoFile: undefined,
    noEmit: true,
    composite: false,
    incremental: false,
    declaration: false,
    emitDeclarationOnly: false,
  };
}

/** The type errors of some files of a project, with every file read through `edit`. */
function errorsOf(
  tsconfig: string,
  files: readonly string[],
  edit: (file: string, text: string) => string,
  old?: ts.Program,
) {
  const options = optionsOf(tsconfig);
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  host.readFile = (name) => {
    const text = read(name);
    return text === undefined ? text : edit(path.relative(ROOT, path.resolve(name)), text);
  };
  const program = ts.createProgram({
    rootNames: files.map(at),
    options,
    host,
    ...(old && { oldProgram: old }),
  });
  const errors = files.flatMap((file) =>
    ts.getPreEmitDiagnostics(program, program.getSourceFile(at(file))).map((d) => ({
      file: d.file ? path.relative(ROOT, d.file.fileName) : '',
      text: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
    })),
  );
  return { program, errors };
}

/** The errors of the files before and after the planted changes, each a rename in the contract. */
function plant(tsconfig: string, planted: readonly Planted[]) {
  for (const { contract, from } of planted) expect(readFileSync(at(contract), 'utf8')).toContain(from);
  const files = planted.map((p) => p.code);
  const before = errorsOf(tsconfig, files, (_file, text) => text);
  const renamed = (file: string, text: string) =>
    planted.filter((p) => p.contract === file).reduce((t, p) => t.replace(p.from, p.to), text);
  return { before: before.errors, after: errorsOf(tsconfig, files, renamed, before.program).errors };
}

// The web app's calls are typed by route from the contract (web/src/api/http.ts), and so are the
// server's answers (api/src/http/answering.ts): renaming an answer's field in the contract must fail
// both builds where the old name is used. Without that typing (an answer typed `any`, or declared
// at the call), these files would still compile.
describe('a changed answer field in the contract', () => {
  it('breaks the web build where the field is read', { timeout: 300_000 }, () => {
    const { before, after } = plant('web/tsconfig.json', WEB_PLANTED);
    expect(before).toEqual([]);
    for (const { code, field } of WEB_PLANTED)
      expect(after).toContainEqual({
        file: code,
        text: expect.stringContaining(`Property '${field}' does not exist`),
      });
  });

  it('breaks the server build where the field is answered', { timeout: 300_000 }, () => {
    const { before, after } = plant('api/tsconfig.json', API_PLANTED);
    expect(before).toEqual([]);
    for (const { code, field } of API_PLANTED)
      expect(after).toContainEqual({
        file: code,
        text: expect.stringContaining(`'${field}' does not exist`),
      });
  });
});
