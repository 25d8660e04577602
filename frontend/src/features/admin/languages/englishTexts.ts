/** Issue 50: the admin's Turkish words about an item's English version, shared by the forms and their tests. */
export const ENGLISH_TABS_LABEL = 'Metnin dili';
export const NO_ENGLISH_MARK = '(yok)';
export const NO_ENGLISH_POST = 'Bu yazının İngilizce sürümü yok. Yazarsanız /en/blog adresinde yayımlanır.';
export const NO_ENGLISH_PROJECT = 'Bu projenin İngilizce sürümü yok. Yazarsanız /en/projects adresinde yayımlanır.';
export const ENGLISH_OPTIONAL =
  'İngilizce sürüm isteğe bağlıdır; yazarsanız başlığı ve kısa açıklaması Türkçedeki gibi zorunludur.';
export const REMOVE_ENGLISH = 'İngilizce sürümü kaldır';
export const REMOVE_ENGLISH_POST_QUESTION =
  'Bu yazının İngilizce sürümü kaldırılsın mı? İngilizce adresi kaydettiğinizde 404 olur; metin sürümlerde kalır.';
export const REMOVE_ENGLISH_PROJECT_QUESTION =
  'Bu projenin İngilizce sürümü kaldırılsın mı? İngilizce adresi kaydettiğinizde 404 olur; metin sürümlerde kalır.';
export const ENGLISH_REMOVED = "İngilizce sürüm kaldırıldı: kendiliğinden kaydedilir, 'Güncelle' ile yayımlanır.";
export const ENGLISH_INCOMPLETE =
  'Bu tarayıcıda saklandı; İngilizce sürümün alanları düzeltilince kaydedilecek (Türkçedeki gibi başlık ve kısa açıklama zorunludur).';
export const ENGLISH_TO_FIX = 'İngilizce sürümde düzeltilmesi gereken alanlar var.';
export const ENGLISH_BADGE = 'EN';
export const HAS_ENGLISH = 'İngilizce sürümü var';
export const ENGLISH_OPTIONAL_PROJECT =
  'İngilizce sürüm isteğe bağlıdır; yazarsanız başlığı Türkçedeki gibi zorunludur.';
export const NO_ENGLISH_ABOUT =
  'İngilizce Hakkımda sayfası yok. İsim, unvan ve açıklama yazılıp kaydedilince /en/about yayımlanır.';
export const ENGLISH_OPTIONAL_ABOUT =
  'İngilizce sürüm isteğe bağlıdır; yazarsanız isim, unvan ve açıklama Türkçedeki gibi zorunludur. Üçünü de boşaltıp kaydederseniz /en/about kaldırılır.';
export const ENGLISH_EXPERIENCES_HINT =
  'Deneyimler Türkçe sekmesinde eklenir, silinir ve sıralanır; İngilizce metinleri deneyimle birlikte taşınır. İngilizce metni olmayan deneyim /en/about sayfasında gösterilmez.';
export const NO_ENGLISH_EXPERIENCE = 'İngilizce metni yok: /en/about sayfasında gösterilmez.';
export const ENGLISH_EXPERIENCE_OPTIONAL =
  'Yazarsanız pozisyon, dönem ve açıklama Türkçedeki gibi zorunludur; şirket adı iki dilde aynıdır.';
