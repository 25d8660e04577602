import { createHash } from 'node:crypto';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/**
 * What the site's text needs from each of fontsource's unicode-range files: the latin file keeps
 * ASCII, Latin-1 (ç ö ü, é, «»), punctuation and ı (its range holds U+0131); the latin-ext file,
 * which every Turkish page also downloads, keeps only Turkish's other letters (ğ İ ş; â î û's
 * capitals are in Latin-1) and ₺. A character is looked for in the file whose range holds it and
 * nowhere else, so a character missing there is drawn in the stand-in (fonts.test.ts checks
 * Turkish text). Another letter of that range (a Polish ł) is drawn in the stand-in.
 */
export const KEEP: Record<string, string> = {
  latin: range(0x20, 0x7e) + range(0xa0, 0xff) + range(0x2010, 0x2027) + range(0x2030, 0x203a) + 'ı€™−',
  'latin-ext': 'ĞğİŞş₺',
};

/**
 * The variation the site uses: weights 400–700 (the files cover 100–900), and Fraunces at one
 * optical size, that of its headings (its opsz axis would double the file for changes that show
 * only between caption and poster sizes).
 */
const AXES: Record<string, Record<string, number | { min: number; max: number }>> = {
  fraunces: { wght: { min: 400, max: 700 }, opsz: 36 },
  inter: { wght: { min: 400, max: 700 } },
  'jetbrains-mono': { wght: { min: 400, max: 700 } },
};

const FONT = /(?:^|\/)(fraunces|inter|jetbrains-mono)-(latin|latin-ext)-\w+-normal-[\w-]+\.woff2$/;

/**
 * Subsets the site's self-hosted variable fonts at build time: about 100 KB instead of 260 KB for
 * the two families a page downloads, which is what a phone on a slow network waits for before
 * the text settles. A subset file gets a name from its own bytes (assets are cached for a year),
 * and the stylesheets and scripts that name it are rewritten.
 */
export function subsetFonts(): Plugin {
  return {
    name: 'subset-fonts',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle) {
        const renamed = new Map<string, string>();
        for (const asset of Object.values(bundle)) {
          const match = asset.type === 'asset' && FONT.exec(asset.fileName);
          if (!match || asset.type !== 'asset') continue;
          const source = await subsetFont(Buffer.from(asset.source as Uint8Array), KEEP[match[2]!]!, {
            targetFormat: 'woff2',
            variationAxes: AXES[match[1]!],
          });
          const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
          const fileName = asset.fileName.replace(/-[\w-]{8}\.woff2$/, `-${hash}.woff2`);
          renamed.set(path.basename(asset.fileName), path.basename(fileName));
          delete bundle[asset.fileName];
          this.emitFile({ type: 'asset', fileName, source });
        }
        // The stylesheets and the scripts that name a file.
        // A name keeps its length, so the scripts' source maps stay true.
        const rename = (text: string) => [...renamed].reduce((result, [from, to]) => result.replaceAll(from, to), text);
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = rename(file.code);
          else if (file.fileName.endsWith('.css')) file.source = rename(String(file.source));
        }
      },
    },
  };
}
