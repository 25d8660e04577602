/** The settings screens' (social media, contact info) messages when loading or saving fails. */
export const SETTINGS_LOAD_ERROR = 'Ayarlar yüklenirken bir hata oluştu';
export const SETTINGS_SAVE_ERROR = 'Kaydetme sırasında bir hata oluştu';
