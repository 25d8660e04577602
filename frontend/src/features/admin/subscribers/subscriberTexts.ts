import { SUBSCRIBER_IMPORT } from '@portfolio/content-rules';
import type { SubscriberSendFieldsFragment } from '../../../gql/admin/graphql';
import { dateTimeText } from '../../../lib/format';

// The Aboneler screen's words (docs/product/admin.md#subscribers), and the send's progress the blog
// form shows too.

export const TITLE = 'Aboneler';
export const COUNT_LABELS = {
  confirmed: 'Onaylı',
  waiting: 'Onay bekleyen',
  leftThisMonth: 'Bu ay ayrılan',
} as const;

export const MAIL_OFF =
  'E-posta gönderimi kapalı: onay ve yeni yazı e-postalarının gitmesi için sunucuda SMTP_URL ayarlanmalı.';

export const LIST_TITLE = 'Abone listesi';
export const SEARCH_LABEL = 'Adreslerde ara';
export const SEARCH_BUTTON = 'Ara';
export const EMPTY_LIST = 'Henüz abone yok';
export const noMatch = (search: string) => `“${search}” içeren bir adres yok`;
export const LIST_LOAD_ERROR = 'Aboneler yüklenirken bir hata oluştu';
export const totalText = (total: number) => `${groupDigits(total)} abone`;
export const STATUS_TEXT = { CONFIRMED: 'Onaylı', PENDING: 'Onay bekliyor' } as const;
export const SOURCE_TEXT: Record<string, string> = { form: 'Form', import: 'İçe aktarma', admin: 'Yönetici' };
export const COLUMNS = {
  email: 'E-posta',
  status: 'Durum',
  source: 'Kaynak',
  createdAt: 'Eklenme',
  actions: 'İşlemler',
};

export const deleteQuestion = (email: string) => `${email} adresini abonelerden silmek istediğinize emin misiniz?`;
export const DELETE_SUCCESS = 'Abone silindi';
export const DELETE_ERROR = 'Abone silinirken bir hata oluştu';

export const EXPORT_BUTTON = 'CSV olarak indir';
export const EXPORT_ERROR = 'Aboneler indirilemedi';
/** The downloaded file's name: 'aboneler-2026-11-27.csv' (the day in the owner's browser). */
export const exportName = (now = new Date()) =>
  `aboneler-${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}.csv`;

export const IMPORT_TITLE = 'CSV içe aktar';
export const IMPORT_FILE = 'CSV dosyası';
export const IMPORT_FILE_HINT = 'İlk sütun ya da “email” başlıklı sütun okunur; en fazla 10 000 satır ve 1 MB.';
export const ALREADY_AGREED = 'Bu adresler abone olmayı zaten kabul etti';
export const ALREADY_AGREED_HINT =
  'İşaretlemezseniz her yeni adrese bir onay e-postası gider; adres, bağlantıya tıklanınca abone olur.';
export const IMPORT_BUTTON = 'İçe aktar';
export const IMPORT_NO_FILE = 'Bir CSV dosyası seçin';
/** The gateway's bound on an import (content-rules), checked before a big file is read. */
export const IMPORT_MAX_BYTES = SUBSCRIBER_IMPORT.bytes;
export const IMPORT_TOO_LARGE = SUBSCRIBER_IMPORT.tooLarge;
export const IMPORT_ERROR = 'Aboneler içe aktarılamadı';
export const IMPORT_DONE = 'İçe aktarma tamamlandı';
/** What an import did, a line each, in the order the owner reads them. */
export const importLines = (result: { added: number; known: number; departed: number; invalid: number }) => [
  `${groupDigits(result.added)} adres eklendi`,
  `${groupDigits(result.known)} adres zaten vardı`,
  `${groupDigits(result.departed)} adres daha önce ayrıldığı için eklenmedi`,
  `${groupDigits(result.invalid)} adres geçersiz`,
];

export const SENDS_TITLE = 'Son gönderimler';
export const NO_SENDS = 'Henüz abonelere gönderilen bir yazı yok';
export const SEND_STATUS_TEXT = { WAITING: 'Bekliyor', SENDING: 'Gönderiliyor', DONE: 'Tamamlandı' } as const;

export const SETTINGS_TITLE = 'Yazı e-postası';
export const MAIL_CONTENT_LEGEND = 'Yeni bir yazının e-postasında ne olsun?';
export const MAIL_CONTENT_TEXT = { SUMMARY: 'Özet', FULL: 'Yazının tamamı' } as const;
export const MAIL_CONTENT_HINT = {
  SUMMARY: 'Başlık, kısa açıklama, kapak görseli ve yazıya bir bağlantı.',
  FULL: 'Başlık, kapak görseli ve yazının kendisi; sonunda yazıya bir bağlantı.',
} as const;
export const SETTINGS_SAVED = 'Ayar kaydedildi';
export const SETTINGS_ERROR = 'Ayar kaydedilemedi';

/** '1 000', '12 345': digits in groups of three, a space between (the '1 000 kişiden'). */
export const groupDigits = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/**
 * The last word a number is read with in Turkish: 812 → 'iki', 40 → 'kırk', 300 → 'yüz', 1 000 →
 * 'bin'. A number's case ending follows that word ('812'sine', '40'ına').
 */
function lastWord(value: number): string {
  if (value === 0) return 'sıfır';
  const ones = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
  const tens = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];
  if (value % 10) return ones[value % 10]!;
  if (value % 100) return tens[(value % 100) / 10]!;
  if (value % 1000) return 'yüz';
  const scales = ['bin', 'milyon', 'milyar', 'trilyon'];
  let scale = 0;
  for (let rest = value / 1000; rest % 1000 === 0 && scale < scales.length - 1; rest /= 1000) scale += 1;
  return scales[scale]!;
}

/**
 * A number with the ending of 'to n of them' (possessive and dative), after an apostrophe:
 * 812 → "812'sine", 1 → "1'ine", 6 → "6'sına", 40 → "40'ına", 1 000 → "1 000'ine". Vowel harmony
 * of the last word: a word ending in a vowel takes -sı/-si/-su/-sü, one ending in a consonant
 * -ı/-i/-u/-ü, then -na/-ne.
 */
export function toTheirNumber(value: number): string {
  const word = lastWord(value);
  const vowels = word.match(/[aıoueiöü]/g)!;
  const last = vowels[vowels.length - 1]!;
  const narrow = { a: 'ı', ı: 'ı', o: 'u', u: 'u', e: 'i', i: 'i', ö: 'ü', ü: 'ü' }[last]!;
  const dative = 'aıou'.includes(last) ? 'na' : 'ne';
  const buffer = /[aıoueiöü]$/.test(word) ? 's' : '';
  return `${groupDigits(value)}'${buffer}${narrow}${dative}`;
}

type Send = Pick<SubscriberSendFieldsFragment, 'status' | 'total' | 'sent' | 'failed' | 'dueAt' | 'finishedAt'>;

/** '1 000 kişiden 812'sine gönderildi' (the issue's words, with the ending the number takes). */
export const sentText = (total: number, sent: number) =>
  `${groupDigits(total)} kişiden ${toTheirNumber(sent)} gönderildi`;

/** '3 kişiye gönderilemedi' (a recipient the mail server refused; it is not tried again). */
export const failedText = (failed: number) => `${groupDigits(failed)} kişiye gönderilemedi`;

/**
 * Where a send stands, in one line: waiting for its post's moment, or how many of its subscribers
 * got it (and how many the mail server refused).
 */
export function progressText(send: Send): string {
  if (send.status === 'WAITING') return `${dateTimeText(send.dueAt)} tarihinde gönderilecek`;
  const sent = sentText(send.total, send.sent);
  return send.failed > 0 ? `${sent}, ${failedText(send.failed)}` : sent;
}
