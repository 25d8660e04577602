/** The blog form's Turkish texts (docs/product/README.md#routes blog form), shared by its components and their tests. */
export const LOAD_ERROR = 'Blog yüklenirken bir hata oluştu';
export const NOT_FOUND = 'Blog bulunamadı';
export const SAVE_ERROR = 'Bir hata oluştu';
export const CREATED = 'Blog başarıyla oluşturuldu';
export const UPDATED = 'Blog başarıyla güncellendi';
export const DRAFT_SAVED = 'Taslak kaydedildi';
export const SAVE_AS_DRAFT = 'Taslak olarak kaydet';
export const SCHEDULED_HINT = 'Bu tarihte kendiliğinden yayımlanacak.';
export const NOW_HINT = 'Boş bırakırsanız kaydettiğiniz an kullanılır.';
export const DATE_HINT = 'Türkiye saatiyle. İleri bir tarih seçerseniz yazı o tarihte kendiliğinden yayımlanır.';
export const DRAFT_HINT = "Bu yazı bir taslak: 'Güncelle' yayımlar, 'Taslak olarak kaydet' taslak olarak bırakır.";
export const SCHEDULE = 'Zamanla';
export const SCHEDULED_DRAFT_HINT =
  "Bu yazı bir taslak: 'Zamanla' seçilen tarihte yayımlar, 'Taslak olarak kaydet' taslak olarak bırakır.";
export const PREVIEW = 'Önizle';
export const PREVIEW_TOO_LARGE = 'Önizleme açılamadı: metin tarayıcıda saklanamadı.';
export const PUBLISHED_AUTOSAVE_HINT =
  "Bu yazı yayında: değişiklikleriniz kendiliğinden kaydedilir ama 'Güncelle'ye basana dek yayımlanmaz.";
export const PENDING_HINT =
  "Bu yazıda yayımlanmamış değişiklikler var (kendiliğinden kaydedildi): 'Güncelle' yayımlar.";
export const REVISIONS = 'Sürümler';
export const MAIL_SUBSCRIBERS = 'Abonelere gönder';
export const MAIL_SUBSCRIBERS_HINT = 'Yazı sitede ilk göründüğünde onaylı abonelere bir kez e-postayla gider.';
export const MAIL_NOT_SENT_HINT = 'Bu yazı yayımlandığında abonelere gönderilmedi.';
export const MAIL_SENT_HINT = 'Bu yazı abonelere gönderildi; sonraki düzenlemeler yeniden gönderilmez.';
export const MAIL_OFF_HINT = 'E-posta gönderimi kapalı (SMTP_URL ayarlı değil): yazı abonelere gönderilmez.';
export const REVISION_RESTORED = "Sürüm forma geri yüklendi: kendiliğinden kaydedilir, 'Güncelle' ile yayımlanır.";
