import { publicPage, shareableImage } from '@portfolio/content-rules';

/**
 * The pre-publish check (issue 23): what a post about to be published may be missing, in the words
 * the form's dialog shows. Everything here is pure; which linked posts exist is asked of the gateway
 * (`missingPostLinks`) by the form, with the slugs `postLinks` finds.
 */

/** Search results cut a longer title, link previews and search results a longer description. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

export const PREPUBLISH_QUESTION = 'Yayımlamadan önce şunlara bir göz atın:';
export const PUBLISH_ANYWAY = 'Yine de yayımla';
export const BACK_TO_EDITING = 'Düzenlemeye dön';

export const missingAltWarning = (count: number) =>
  `${count} görselin alternatif metni yok. Ekran okuyucular bu metni okur, görsel açılmazsa yerinde o görünür: görseli seçip araç çubuğundaki 'Alternatif metin' düğmesiyle ekleyin.`;
export const longTitleWarning = (length: number) =>
  `Başlık ${length} karakter: arama sonuçları ${TITLE_MAX} karakterden sonrasını keser. Başlığı ${TITLE_MAX} karaktere indirin.`;
export const longDescriptionWarning = (length: number) =>
  `Kısa açıklama ${length} karakter: arama sonuçları ve bağlantı önizlemeleri ${DESCRIPTION_MAX} karakterden sonrasını keser. Açıklamayı ${DESCRIPTION_MAX} karaktere indirin.`;
export const NO_IMAGE_WARNING =
  'Yazıda bağlantı önizlemelerinin gösterebileceği bir görsel yok (yüklenmiş ya da https adresli): paylaşıldığında fotoğraf yerine sitenin başlıktan çizdiği kart görünür. Fotoğraf görünsün isterseniz yazıya bir görsel ekleyin.';
export const missingLinksWarning = (slugs: string[]) => {
  const paths = slugs.map((slug) => `/blog/${slug}`).join(', ');
  return slugs.length === 1
    ? `Bu bağlantının gösterdiği yazı sitede yok: ${paths}. Adresi düzeltin ya da bağlantıyı kaldırın.`
    : `Bu bağlantıların gösterdiği yazılar sitede yok: ${paths}. Adresleri düzeltin ya da bağlantıları kaldırın.`;
};
export const LINKS_UNCHECKED =
  'Sitenin yazılarına verilen bağlantılar denetlenemedi (sunucuya ulaşılamadı). Yayımlamadan önce adreslerini kendiniz kontrol edin.';

type Draft = { title: string; shortDescription: string; content: string };

/** The warnings that need no server, in the order the form shows its fields. */
export function prepublishWarnings({ title, shortDescription, content }: Draft): string[] {
  const document = parse(content);
  const images = [...document.querySelectorAll('img')];
  const warnings: string[] = [];
  const titleLength = title.trim().length;
  if (titleLength > TITLE_MAX) warnings.push(longTitleWarning(titleLength));
  const descriptionLength = shortDescription.trim().length;
  if (descriptionLength > DESCRIPTION_MAX) warnings.push(longDescriptionWarning(descriptionLength));
  const withoutAlt = images.filter((image) => !image.getAttribute('alt')?.trim()).length;
  if (withoutAlt > 0) warnings.push(missingAltWarning(withoutAlt));
  if (!images.some((image) => shareableImage(image.getAttribute('src') ?? '') !== null))
    warnings.push(NO_IMAGE_WARNING);
  return warnings;
}

/**
 * The slugs of the post's links to the site's own posts (`/blog/{slug}`, relative or at `origin`),
 * each once, in the order they appear.
 */
export function postLinks(content: string, origin: string): string[] {
  const slugs = new Set<string>();
  for (const link of parse(content).querySelectorAll('a[href]')) {
    let url: URL;
    try {
      url = new URL(link.getAttribute('href')!, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin) continue;
    const page = publicPage(url.pathname, url.search);
    if (page.kind === 'post') slugs.add(page.slug);
  }
  return [...slugs];
}

/** Parsed inert: no image loads, no script runs. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
