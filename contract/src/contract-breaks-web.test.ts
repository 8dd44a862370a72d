import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(ROOT, file);

/** A field renamed in the contract, and a web file that reads the field under its old name. */
interface Planted {
  contract: string;
  from: string;
  to: string;
  web: string;
  field: string;
}

const PLANTED: readonly Planted[] = [
  {
    contract: 'contract/src/catalog.ts',
    from: 'nOfProducts?: number;',
    to: 'productCount?: number;',
    web: 'web/src/list/count.ts',
    field: 'nOfProducts',
  },
  {
    contract: 'contract/src/accounts.ts',
    from: 'answer: { success: true; token: string; username: string };',
    to: 'answer: { success: true; sessionToken: string; username: string };',
    web: 'web/src/accounts/LoginForm.tsx',
    field: 'token',
  },
];

/** The web app's compiler options, checking from the sources (no built declarations, no output). */
function webOptions(): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    at('web/tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error('web/tsconfig.json unreadable');
  const { rootDir: _rootDir, tsBuildInfoFile: _buildInfo, emitDeclarationOnly: _d, ...options } = parsed.options;
  return { ...options, noEmit: true, composite: false, incremental: false, declaration: false };
}

/** The type errors of the web files, with the contract's files as read through `edit`. */
function webErrors(files: readonly string[], edit: (file: string, text: string) => string, old?: ts.Program) {
  const options = webOptions();
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

// The web app's calls are typed by route from the contract (web/src/api/http.ts): renaming an
// answer's field in the contract must fail the web build where the old name is read. Without that
// typing (an answer typed `any` or declared at the call), these web files would still compile.
describe('a changed answer field in the contract', () => {
  it('breaks the web build where the field is read', { timeout: 300_000 }, () => {
    for (const { contract, from } of PLANTED) expect(readFileSync(at(contract), 'utf8')).toContain(from);
    const files = PLANTED.map((p) => p.web);

    const before = webErrors(files, (_file, text) => text);
    expect(before.errors).toEqual([]);

    const after = webErrors(
      files,
      (file, text) =>
        PLANTED.filter((p) => p.contract === file).reduce((t, p) => t.replace(p.from, p.to), text),
      before.program,
    );
    for (const { web, field } of PLANTED)
      expect(after.errors).toContainEqual({
        file: web,
        text: expect.stringContaining(`Property '${field}' does not exist`),
      });
  });
});
