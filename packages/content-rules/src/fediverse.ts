/**
 * On the fediverse (issue 49): the owner's account `@handle@host`, its rule, the default handle, and
 * every Turkish text of the admin's 'Fediverse' section, once for
 * the gateway and the frontend.
 */

/** A handle: 1–30 lower-case ASCII letters, digits and underscores (Mastodon's own rule, lower-cased). */
export const FEDIVERSE_HANDLE = { max: 30, pattern: /^[a-z0-9_]{1,30}$/ } as const;

const FOLD: Record<string, string> = { ç: 'c', ğ: 'g', ı: 'i', ö: 'o', ş: 's', ü: 'u' };

/**
 * The handle a site starts with, from its owner's username (or e-mail's local part): lower-cased the
 * Turkish way, ç ğ ı ö ş ü folded to ASCII, every other character an underscore, at most 30; 'yazar'
 * when nothing is left.
 */
export function defaultHandle(name: string | null | undefined): string {
  const folded = (name ?? '')
    .split('@')[0]!
    .toLocaleLowerCase('tr')
    .replace(/[çğıöşü]/g, (letter) => FOLD[letter]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9_]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, FEDIVERSE_HANDLE.max);
  return FEDIVERSE_HANDLE.pattern.test(folded) ? folded : 'yazar';
}

/** `@handle@host`: how a reader finds the owner from Mastodon's search. */
export const fediverseAccount = (handle: string, publicUrl: string) => `@${handle}@${new URL(publicUrl).host}`;

/** The admin's 'Fediverse' section of 'Ayarlar' (docs/product/admin.md#settings). */
export const FEDIVERSE_TEXTS = {
  settingsTitle: 'Fediverse',
  intro:
    'Mastodon ve diğer fediverse sunucularındaki okurlar sizi bu hesapla takip eder. Her yeni yazı onlara ulaşır; yanıtları Yorumlar kuyruğuna düşer.',
  account: 'Hesabınız',
  handle: 'Kullanıcı adı',
  handleHint:
    'Küçük harf, rakam ve alt çizgi; en fazla 30 karakter. Değiştirirseniz takipçileriniz kalır, eski adla arayanlar sizi bulamaz.',
  approveFollows: 'Takip isteklerini onayla',
  approveFollowsHint: 'Açıkken her yeni takip isteği siz onaylayana kadar bekler.',
  save: 'Kaydet',
  saved: 'Fediverse ayarları kaydedildi.',
  tabs: { accepted: 'Takipçiler', pending: 'Bekleyen istekler', blocked: 'Engellenenler' },
  none: {
    accepted: 'Henüz takipçiniz yok.',
    pending: 'Bekleyen takip isteği yok.',
    blocked: 'Engellenen hesap ya da sunucu yok.',
  },
  instance: 'Sunucu',
  since: 'Takip tarihi',
  approve: 'Onayla',
  reject: 'Reddet',
  remove: 'Takipçilerden çıkar',
  block: 'Engelle',
  blockInstance: 'Sunucuyu engelle',
  unblock: 'Engeli kaldır',
  confirmBlockInstance: (host: string) =>
    `${host} sunucusundaki bütün takipçiler çıkarılacak ve bu sunucudan gelen her şey reddedilecek. Emin misiniz?`,
  // The section's own messages around them (issue 49, frontend F1), worded as the 'Yorumlar' screen's.
  copy: 'Kopyala',
  copied: 'Hesap kopyalandı',
  copyFailed: 'Kopyalanamadı: hesabı seçip elle kopyalayın.',
  tabsLabel: 'Takipçi listeleri',
  bulkLabel: 'Seçili kayıtlar',
  chosen: (count: number) => `${count} kayıt seçili`,
  /** What each kind of block is ('actor' | 'instance'). */
  blockKinds: { actor: 'Hesap', instance: 'Sunucu' },
  blockedSince: 'Engellenme tarihi',
  loadError: 'Takipçiler yüklenirken bir hata oluştu',
  /** Said once an action is done: `count` is how many the gateway changed. */
  done: {
    approve: (count: number) => `${count} takip isteği onaylandı`,
    reject: (count: number) => `${count} takip isteği reddedildi`,
    remove: (count: number) => `${count} takipçi çıkarıldı`,
    block: (count: number) => `${count} hesap engellendi`,
    blockInstance: (count: number) => `Sunucu engellendi, ${count} takipçi çıkarıldı`,
    unblock: (count: number) => `${count} engel kaldırıldı`,
  },
  actionFailed: 'İşlem sırasında bir hata oluştu',
} as const;

/** The API's refusals (BAD_USER_INPUT, NOT_FOUND), in Turkish. */
export const FEDIVERSE_ERRORS = {
  handle: 'Kullanıcı adı 1–30 karakter olmalı ve yalnızca küçük harf (a–z), rakam ve alt çizgi içermelidir',
  followerNotFound: 'Takipçi bulunamadı',
  blockNotFound: 'Engel bulunamadı',
  tooMany: 'Tek seferde en fazla 200 kayıt seçilebilir',
} as const;
