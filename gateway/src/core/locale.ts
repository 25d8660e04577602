import { localePath } from '@portfolio/content-rules';
import { Field, ObjectType, registerEnumType } from 'type-graphql';

/**
 * The site's languages in the schema (issue 50, docs/product/languages.md): GraphQL names them TR
 * and EN, the values are content-rules' `Locale` ('tr', 'en'), which REST's `?lang=` spells.
 */
export enum Locale {
  TR = 'tr',
  EN = 'en',
}

registerEnumType(Locale, {
  name: 'Locale',
  description: "The site's languages: TR, Turkish (the default), and EN, English (pages under /en).",
});

/** The `locale` argument of a public read: Turkish unless asked. */
export const LOCALE_ARG = {
  defaultValue: Locale.TR,
  description: 'The language of the texts: EN answers only what has an English version, in English.',
} as const;

@ObjectType({ description: "An item's public page in one of the languages it has." })
export class Alternate {
  @Field(() => Locale)
  locale: Locale;

  @Field(() => String, { description: "The page's path: /blog/{slug}, /en/blog/{english slug}." })
  path: string;
}

/** The alternates of an item whose Turkish page is `turkish(slug)`, English slug or none. */
export function alternatesOf(turkish: (slug: string) => string, slug: string, englishSlug: string | null): Alternate[] {
  const pages = [{ locale: Locale.TR, path: turkish(slug) }];
  if (englishSlug) pages.push({ locale: Locale.EN, path: localePath('en', turkish(englishSlug)) });
  return pages;
}

/**
 * REST's `?lang=` as a row's `queryValues` (its variable `locale`): `tr` or `en`, absent Turkish;
 * anything else is a 400 with a Turkish message that changes nothing (rest/router.ts).
 */
export const LANG_QUERY = { lang: { tr: 'TR', en: 'EN' } };
