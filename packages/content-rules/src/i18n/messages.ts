// Made by `npm run catalogues` from tr.json and en.json: do not edit.
import type { Messages } from '@lingui/core';

export type MessageKey =
  | "cards.post.label"
  | "cards.post.notFound"
  | "cards.project.label"
  | "cards.project.notFound"
  | "cards.site"
  | "errors.badRequest.message"
  | "errors.badRequest.title"
  | "errors.home"
  | "errors.server.message"
  | "errors.server.title"
  | "errors.tooMany.message"
  | "errors.tooMany.title"
  | "feeds.description"
  | "feeds.tag.notFound"
  | "feeds.tag.title"
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
    "cards.post.label": ["BLOG"],
    "cards.post.notFound": ["Blog bulunamadı"],
    "cards.project.label": ["PROJE"],
    "cards.project.notFound": ["Proje bulunamadı"],
    "cards.site": ["Kişisel site ve blog"],
    "errors.badRequest.message": ["İstek anlaşılamadı."],
    "errors.badRequest.title": ["İstek anlaşılamadı"],
    "errors.home": ["Anasayfaya Dön"],
    "errors.server.message": ["Bir hata oluştu. Lütfen tekrar deneyin."],
    "errors.server.title": ["Bir hata oluştu"],
    "errors.tooMany.message": ["Çok fazla istek gönderdiniz. Lütfen daha sonra tekrar deneyin."],
    "errors.tooMany.title": ["Çok fazla istek"],
    "feeds.description": ["Yazılım geliştirme, teknoloji ve deneyimler üzerine yazılar."],
    "feeds.tag.notFound": ["Etiket bulunamadı"],
    "feeds.tag.title": ["“",["name"],"” etiketli yazılar"],
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
    "cards.post.label": ["BLOG"],
    "cards.post.notFound": ["Post not found"],
    "cards.project.label": ["PROJECT"],
    "cards.project.notFound": ["Project not found"],
    "cards.site": ["Personal site and blog"],
    "errors.badRequest.message": ["The site could not read this request."],
    "errors.badRequest.title": ["The request could not be understood"],
    "errors.home": ["Back to the home page"],
    "errors.server.message": ["Something went wrong. Please try again."],
    "errors.server.title": ["Something went wrong"],
    "errors.tooMany.message": ["You sent too many requests. Please try again later."],
    "errors.tooMany.title": ["Too many requests"],
    "feeds.description": ["Writing on software development, technology and experience."],
    "feeds.tag.notFound": ["Tag not found"],
    "feeds.tag.title": ["Posts tagged “",["name"],"”"],
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
