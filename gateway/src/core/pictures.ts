import { pictureOf } from '@portfolio/content-rules';

/** An `<img …>` of sanitised HTML (sanitize-html.ts writes every attribute double-quoted, with no closing slash). */
const IMG = /<img\b([^>]*)>/g;
const ATTRIBUTE = /\s([a-z-]+)="([^"]*)"/g;

/**
 * The photos of sanitised content HTML (a post's, a project's) as a phone needs them, done when it is saved: a photo of
 * ours (the files module's, named as content-rules photos.ts says) becomes a `<picture>` of its AVIF and WebP sizes around its `<img>`, which
 * gets the photo's width and height (the page keeps its place: no layout shift), loads lazily
 * unless it is the content's first image, and decodes off the main thread. Any other image stays as
 * the editor wrote it. The editor reads the `<img>` back; the sanitiser drops the rest on the next
 * save, and this makes it again.
 */
export function withPictures(html: string): string {
  let images = 0;
  return html.replace(IMG, (whole, attributeText: string) => {
    const attributes = new Map([...attributeText.matchAll(ATTRIBUTE)].map(([, name, value]) => [name!, value!]));
    const picture = pictureOf(attributes.get('src') ?? '');
    const first = images++ === 0;
    if (!picture) return whole;
    attributes.set('width', String(picture.width));
    attributes.set('height', String(picture.height));
    if (!first) attributes.set('loading', 'lazy');
    attributes.set('decoding', 'async');
    const img = `<img${[...attributes].map(([name, value]) => ` ${name}="${value}"`).join('')}>`;
    const sources = picture.sources
      .map(({ type, srcset }) => `<source type="${type}" srcset="${srcset}" sizes="${picture.sizes}">`)
      .join('');
    return `<picture>${sources}${img}</picture>`;
  });
}
