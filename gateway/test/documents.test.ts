import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What the code follows is in the repository (docs/, issue 45): no tracked file may send a reader
 * to a document outside it (the first specification, contract, stack notes or design that lived
 * beside the repository and that a clone does not have), and every `docs/….md#heading` a file cites must name
 * a heading that exists, so renaming a heading in docs/ fails here until its citations follow.
 * Reads the working tree's tracked files; no database.
 */
const ROOT = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: __dirname, encoding: 'utf8' }).trim();
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && existsSync(path.join(ROOT, file)));

/** The tracked text files and their contents (a file holding a NUL byte is binary). */
const texts = tracked.flatMap((file) => {
  const bytes = readFileSync(path.join(ROOT, file));
  return bytes.includes(0) ? [] : [{ file, text: bytes.toString('utf8') }];
});

// Written in pieces so that this file does not name them itself.
const OUTSIDE = new RegExp(
  [
    ...['SPEC', 'CONTRACT', 'STACK-NOTES', 'ARCHITECTURE'].map((name) => `(?<![\\w/-])\\.\\./${'shared'}/${name}\\.md`),
    ...['SPEC', 'CONTRACT', 'STACK-NOTES'].map((name) => `\\b${name}\\.md\\b`),
    `\\.\\./${'shared'}\\b`,
  ].join('|'),
);

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');

describe('the documents are in the repository', () => {
  it('has text files to read', () => {
    expect(texts.length).toBeGreaterThan(100);
    expect(texts.some(({ file }) => file === 'docs/api.md')).toBe(true);
  });

  it('no tracked file refers to a document outside the repository', () => {
    const found = texts.flatMap(({ file, text }) =>
      text
        .split('\n')
        .flatMap((line, i) => (OUTSIDE.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 160)}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('every docs/ heading a file cites exists', () => {
    const headings = new Map<string, Set<string>>();
    const headingsOf = (file: string) => {
      if (!headings.has(file)) {
        const text = readFileSync(path.join(ROOT, file), 'utf8');
        headings.set(file, new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchor(m[1]!))));
      }
      return headings.get(file)!;
    };
    const broken = texts.flatMap(({ file, text }) => {
      // From the repository's root (`docs/api.md#limits-and-bad-input`), and Markdown links relative to the file.
      const rooted = [...text.matchAll(/(?<![\w/.-])(docs\/[\w/-]+\.md)(?:#([\w-]+))?/g)].map((m) => [m[1]!, m[2]]);
      const linked = file.endsWith('.md')
        ? [...text.matchAll(/\]\(([^)\s#]*\.md)?(?:#([^)\s]+))?\)/g)]
            .filter((m) => m[1] || m[2])
            .map((m) => [m[1] ? path.posix.normalize(path.posix.join(path.posix.dirname(file), m[1])) : file, m[2]])
        : [];
      return [...rooted, ...linked].flatMap(([target, hash]) => {
        if (!target!.startsWith('docs/') && !(file.startsWith('docs/') && hash)) return [];
        if (!existsSync(path.join(ROOT, target!))) return [`${file}: ${target} does not exist`];
        return hash && !headingsOf(target!).has(hash) ? [`${file}: no heading #${hash} in ${target}`] : [];
      });
    });
    expect(broken).toEqual([]);
  });
});
