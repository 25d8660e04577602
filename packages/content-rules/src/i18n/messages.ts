// Made by `npm run catalogues` from tr.json and en.json: do not edit.
import type { Messages } from '@lingui/core';

export type MessageKey =
  | "layout.footer.rights"
  | "layout.language.label"
  | "layout.nav.about"
  | "layout.nav.blog"
  | "layout.nav.contact"
  | "layout.nav.home"
  | "layout.nav.label"
  | "layout.nav.projects"
  | "layout.skip";

export const MESSAGES: Record<'tr' | 'en', Record<MessageKey, Messages[string]>> = {
  tr: {
    "layout.footer.rights": ["© ",["year"]," Tüm hakları saklıdır."],
    "layout.language.label": ["Dil"],
    "layout.nav.about": ["Hakkımda"],
    "layout.nav.blog": ["Blog"],
    "layout.nav.contact": ["İletişim"],
    "layout.nav.home": ["Anasayfa"],
    "layout.nav.label": ["Ana menü"],
    "layout.nav.projects": ["Projeler"],
    "layout.skip": ["İçeriğe geç"],
  },
  en: {
    "layout.footer.rights": ["© ",["year"]," All rights reserved."],
    "layout.language.label": ["Language"],
    "layout.nav.about": ["About"],
    "layout.nav.blog": ["Blog"],
    "layout.nav.contact": ["Contact"],
    "layout.nav.home": ["Home"],
    "layout.nav.label": ["Main menu"],
    "layout.nav.projects": ["Projects"],
    "layout.skip": ["Skip to content"],
  },
};
