import { publicPage, shareableImage } from '@portfolio/content-rules';

/**
 * The pre-publish check (issues 23 and 43): what a post about to be published may lack, in the
 * words the form shows beside its buttons while the owner writes. Advice never stands between the
 * owner and 'Oluştur': only what would publish something broken (an empty post, an image that does
 * not load) asks first. Everything here is pure but `imageLoads`; which linked posts exist is asked
 * of the gateway (`missingPostLinks`) by the form, with the slugs `postLinks` finds.
 */

/** One thing the check found; `broken` ones ask before the post is published. */
export type Finding = { text: string; broken?: boolean };

/** Search results cut a longer title, link previews and search results a longer description. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

export const CHECK_TITLE = 'Yayın öncesi denetim';
export const ALL_CLEAR = 'Bakılacak bir şey yok: yazı yayımlanmaya hazır.';
/** The question asked on 'Oluştur', 'Güncelle' or 'Zamanla' of a post that would be published broken. */
export const BROKEN_QUESTION = 'Bu yazı okuyuculara bozuk görünecek:';
export const PUBLISH_ANYWAY = 'Yine de yayımla';
export const BACK_TO_EDITING = 'Düzenlemeye dön';

export const EMPTY_POST = 'Yazının içeriği boş: okuyucular başlığın altında boş bir sayfa görür.';
export const brokenImagesWarning = (count: number) =>
  `${count} görsel yüklenemiyor: okuyucular yerinde kırık bir görsel görür. Görseli yeniden ekleyin ya da adresini düzeltin.`;
export const NO_SUMMARY =
  'Kısa açıklama boş: yazı taslak olarak kaydedilir ama yayımlamak için gerekir (yazı kartları ve bağlantı önizlemeleri onu gösterir).';

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
  if (descriptionLength === 0) warnings.push(NO_SUMMARY);
  if (descriptionLength > DESCRIPTION_MAX) warnings.push(longDescriptionWarning(descriptionLength));
  const withoutAlt = images.filter((image) => !image.getAttribute('alt')?.trim()).length;
  if (withoutAlt > 0) warnings.push(missingAltWarning(withoutAlt));
  if (!images.some((image) => shareableImage(image.getAttribute('src') ?? '') !== null))
    warnings.push(NO_IMAGE_WARNING);
  return warnings;
}

/** A post with neither text nor anything to see (an image, a video): its page would be empty. */
export function isEmptyPost(content: string): boolean {
  const document = parse(content);
  return document.body.textContent!.trim() === '' && !document.querySelector('img, iframe, video');
}

/** The addresses of the post's images, each once, in the order they appear. */
export const imageSources = (content: string): string[] => [
  ...new Set(
    [...parse(content).querySelectorAll('img[src]')].map((image) => image.getAttribute('src')!).filter(Boolean),
  ),
];

/** How long an image may take to load before the check stops waiting (and counts it as loading). */
export const IMAGE_WAIT_MS = 5000;

/**
 * Whether the browser can load the image at `src`, as a reader's would: false only when it says it
 * cannot (a missing upload, a dead address); an image still loading after IMAGE_WAIT_MS counts as
 * loading. The editor shows the same images, so the browser mostly answers from its cache.
 */
export function imageLoads(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    const timer = setTimeout(() => resolve(true), IMAGE_WAIT_MS);
    const done = (loads: boolean) => {
      clearTimeout(timer);
      resolve(loads);
    };
    image.onload = () => done(true);
    image.onerror = () => done(false);
    image.src = src;
  });
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
