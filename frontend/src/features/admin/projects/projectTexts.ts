/** The project screens' Turkish texts (issue 46), shared by their components and their tests. */
export const LIST_TITLE = 'Projeler';
export const NEW_PROJECT_BUTTON = 'Yeni Proje';
export const LIST_LOAD_ERROR = 'Projeler yüklenirken bir hata oluştu';
export const EMPTY_LIST = 'Henüz proje yok';
export const FIRST_PROJECT = 'İlk Projeyi Oluştur';
export const PUBLISHED_BADGE = 'Yayında';
export const DRAFT_BADGE = 'Taslak';
export const FEATURED_BADGE = 'Öne çıkan';
export const DELETE_SUCCESS = 'Proje başarıyla silindi';
export const DELETE_ERROR = 'Proje silinirken bir hata oluştu';
export const deleteQuestion = (title: string) => `"${title}" başlıklı projeyi silmek istediğinize emin misiniz?`;
export const REORDER_HINT =
  'Sırayı değiştirmek için satırı tutamağından sürükleyin ya da ok düğmelerini kullanın; sıra hemen kaydedilir. Öne çıkan projeler sitede her zaman önce gösterilir.';
export const movedText = (title: string, position: number) => `${title} ${position}. sıraya taşındı`;
export const REORDER_ERROR = 'Sıra kaydedilemedi; önceki sıra geri getirildi.';
export const IN_MENU = 'Projeler menüde görünsün';
export const IN_MENU_HINT = "Açıksa sitenin menüsünde 'Projeler' bağlantısı görünür.";
export const IN_MENU_ERROR = 'Menü ayarı kaydedilemedi';
export const IN_MENU_SAVED = 'Menü ayarı kaydedildi';

export const NEW_HEADING = 'Yeni Proje';
export const EDIT_HEADING = 'Proje Düzenle';
export const LOAD_ERROR = 'Proje yüklenirken bir hata oluştu';
export const NOT_FOUND = 'Proje bulunamadı';
export const SAVE_ERROR = 'Bir hata oluştu';
export const CREATED = 'Proje başarıyla oluşturuldu';
export const UPDATED = 'Proje başarıyla güncellendi';
export const DRAFT_SAVED = 'Taslak kaydedildi';
export const FIX_ERRORS = 'Formda düzeltilmesi gereken alanlar var.';
export const FIELDS_TO_FIX =
  "Bu tarayıcıda saklandı; bazı alanlar düzeltilince taslak olarak kaydedilecek ('Taslak olarak kaydet' hangileri olduğunu gösterir).";
export const DRAFT_HINT = "Bu proje bir taslak: 'Güncelle' yayımlar, 'Taslak olarak kaydet' taslak olarak bırakır.";
export const PUBLISHED_AUTOSAVE_HINT =
  "Bu proje yayında: değişiklikleriniz kendiliğinden kaydedilir ama 'Güncelle'ye basana dek yayımlanmaz.";
export const PENDING_HINT =
  "Bu projede yayımlanmamış değişiklikler var (kendiliğinden kaydedildi): 'Güncelle' yayımlar.";
export const REVISION_RESTORED = "Sürüm forma geri yüklendi: kendiliğinden kaydedilir, 'Güncelle' ile yayımlanır.";

export const COVER_UPLOAD = 'Kapak görseli yükle';
export const COVER_REPLACE = 'Kapak görselini değiştir';
export const COVER_REMOVE = 'Kapak görselini kaldır';
export const COVER_UPLOADING = 'Yükleniyor…';
export const ONGOING_HINT = 'Boş bırakırsanız sitede “Devam ediyor” yazar.';
export const ONGOING_SHOWN = 'Bitiş boş: sitede “Devam ediyor” yazar.';

/** The pre-publish check's project findings. */
export const NO_COVER =
  'Kapak görseli yok: proje kartında ve bağlantı önizlemelerinde fotoğraf yerine boş bir alan görünür. Bir kapak görseli yükleyin.';
export const NO_SUMMARY =
  'Özet boş: proje taslak olarak kaydedilir ama proje kartları ve bağlantı önizlemeleri onu gösterir; yayımlamadan önce yazın.';
export const ALL_CLEAR = 'Bakılacak bir şey yok: proje yayımlanmaya hazır.';
export const EMPTY_CONTENT = 'Projenin içeriği boş: sayfasında yalnızca kapak, özet ve bağlantılar görünür.';
