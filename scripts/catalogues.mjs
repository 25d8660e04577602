// `npm run catalogues`: compiles the interface's catalogues (packages/content-rules/src/i18n/tr.json
// and en.json: key → ICU MessageFormat) with Lingui's compiler into i18n/messages.ts, which
// @lingui/core reads without a compiler at run time (docs/product/languages.md). `--check` fails
// when the file is not what the catalogues make (npm test runs it), or when the two catalogues'
// keys differ.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/content-rules/src/i18n');
const LOCALES = ['tr', 'en'];
const catalogues = Object.fromEntries(
  LOCALES.map((locale) => [locale, JSON.parse(fs.readFileSync(path.join(folder, `${locale}.json`), 'utf8'))]),
);

const keys = Object.keys(catalogues.tr).sort();
for (const locale of LOCALES) {
  const own = Object.keys(catalogues[locale]).sort();
  const missing = keys.filter((key) => !own.includes(key));
  const extra = own.filter((key) => !keys.includes(key));
  if (missing.length || extra.length) {
    console.error(`${locale}.json: missing ${missing.join(', ') || '-'}; not in tr.json ${extra.join(', ') || '-'}`);
    process.exit(1);
  }
}

const compiled = (locale) =>
  keys
    .map((key) => `    ${JSON.stringify(key)}: ${JSON.stringify(compileMessage(catalogues[locale][key]))},`)
    .join('\n');
const text = `// Made by \`npm run catalogues\` from tr.json and en.json: do not edit.
import type { Messages } from '@lingui/core';

export type MessageKey =
${keys.map((key) => `  | ${JSON.stringify(key)}`).join('\n')};

export const MESSAGES: Record<'tr' | 'en', Record<MessageKey, Messages[string]>> = {
${LOCALES.map((locale) => `  ${locale}: {\n${compiled(locale)}\n  },`).join('\n')}
};
`;

const target = path.join(folder, 'messages.ts');
if (process.argv.includes('--check')) {
  if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== text) {
    console.error(
      'packages/content-rules/src/i18n/messages.ts is not what the catalogues make: run `npm run catalogues`',
    );
    process.exit(1);
  }
  console.log(`catalogues: ${keys.length} messages in each language, compiled`);
} else {
  fs.writeFileSync(target, text);
  console.log(`wrote ${path.relative(process.cwd(), target)}: ${keys.length} messages in each language`);
}
