import { execFile } from 'node:child_process';
import path from 'node:path';

/**
 * The gateway's layers (ARCHITECTURE.md "Layers") are a lint rule: `npm run lint` fails on an
 * import that runs from a lower layer up to a higher one. Each case lints one line as if it were
 * a file of that folder, and the rule must refuse or allow it.
 */
const ROOT = path.resolve(__dirname, '../..');
const ESLINT = path.join(ROOT, 'node_modules/.bin/eslint');

async function layerErrors(file: string, code: string): Promise<string[]> {
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      ESLINT,
      ['--format', 'json', '--stdin', '--stdin-filename', file],
      { cwd: ROOT },
      (error, out) =>
        // eslint exits 1 when it found errors; its report is on stdout either way
        out ? resolve(out) : reject(error ?? new Error('eslint printed nothing')),
    );
    child.stdin!.end(code);
  });
  const [result] = JSON.parse(stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return result!.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('the layer rule', () => {
  it.each([
    ['gateway/src/core/probe.ts', "import { modules } from '../modules';", 'core/ is the kernel'],
    ['gateway/src/core/probe.ts', "import { BlogService } from '../modules/blog/blog.service';", 'core/ is the kernel'],
    ['gateway/src/http/probe.ts', "import { PublicAnswers } from '../cache/public-answers';", 'http/ is the transport'],
    ['gateway/src/cache/probe.ts', "import { BlogPost } from '../modules/blog/blog-post.entity';", 'cache/ is'],
    ['gateway/src/modules/blog/probe.ts', "import { createContext } from '../../graphql/context';", 'modules/ is'],
    ['gateway/src/site/probe.ts', "import { createServices } from '../modules';", 'site/ is the doors'],
  ])('refuses %s importing up: %s', async (file, line, message) => {
    const errors = await layerErrors(file, `${line}\nexport const probe = [${line.match(/\{ (\w+) \}/)![1]}];\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    ['gateway/src/modules/blog/probe.ts', "import { AppError } from '../../core/errors';"],
    ['gateway/src/modules/about/probe.ts', "import { FilesService } from '../files/files.service';"],
    ['gateway/src/graphql/probe.ts', "import { BlogService } from '../modules/blog/blog.service';"],
    ['gateway/src/app.ts', "import { createContext } from './graphql/context';"],
  ])('allows %s importing down or sideways: %s', async (file, line) => {
    expect(await layerErrors(file, `${line}\nexport const probe = [${line.match(/\{ (\w+) \}/)![1]}];\n`)).toEqual([]);
  });
});
