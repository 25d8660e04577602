import { setupI18n, type I18n } from '@lingui/core';
import type { Locale } from '../locales';
import { MESSAGES, type MessageKey } from './messages';

/**
 * The public site's interface texts (issue 50, docs/product/languages.md): one catalogue per
 * language, tr.json (docs/product's Turkish texts, exactly) and en.json, ICU MessageFormat with the language's
 * plural rules, compiled ahead by Lingui (`npm run catalogues` → messages.ts) and read by
 * @lingui/core, which needs no compiler at run time. The admin panel and the API stay Turkish.
 */
export type { MessageKey };
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const made = new Map<Locale, Translate>();

/** The texts of `locale`: `translator('en')('layout.nav.home')` is 'Home'. */
export function translator(locale: Locale): Translate {
  let translate = made.get(locale);
  if (!translate) {
    const i18n: I18n = setupI18n({ locale, messages: { [locale]: MESSAGES[locale] } });
    translate = (key, values) => i18n._(key, values);
    made.set(locale, translate);
  }
  return translate;
}
