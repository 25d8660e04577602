import { describe, expect, it } from 'vitest';
import {
  imageLoads,
  imageSources,
  isEmptyPost,
  longDescriptionWarning,
  longTitleWarning,
  missingAltWarning,
  missingLinksWarning,
  NO_IMAGE_WARNING,
  NO_SUMMARY,
  postLinks,
  prepublishWarnings,
} from './prepublish';

const PHOTO = '<img src="/uploads/photo-1-1200x800.jpg" alt="Boğaz">';
const clean = { title: 'Kısa bir başlık', shortDescription: 'Kısa açıklama', content: `<p>Metin</p>${PHOTO}` };

describe('prepublishWarnings', () => {
  it('finds nothing in a post with a short title and description and a described, shareable image', () => {
    expect(prepublishWarnings(clean)).toEqual([]);
    const https = '<p><img src="https://cdn.example/kapak.png" alt="Kapak"></p>';
    expect(prepublishWarnings({ ...clean, content: https })).toEqual([]);
  });

  it('warns of a title over 60 characters with its length; 60 is fine, surrounding spaces do not count', () => {
    expect(prepublishWarnings({ ...clean, title: `  ${'a'.repeat(60)}  ` })).toEqual([]);
    expect(prepublishWarnings({ ...clean, title: 'ş'.repeat(61) })).toEqual([longTitleWarning(61)]);
    expect(longTitleWarning(72)).toBe(
      'Başlık 72 karakter: arama sonuçları 60 karakterden sonrasını keser. Başlığı 60 karaktere indirin.',
    );
  });

  it('says a publish needs the short description a draft may lack (issue 43)', () => {
    expect(prepublishWarnings({ ...clean, shortDescription: '  ' })).toEqual([NO_SUMMARY]);
  });

  it('warns of a short description over 160 characters; 160 is fine', () => {
    expect(prepublishWarnings({ ...clean, shortDescription: 'ı'.repeat(160) })).toEqual([]);
    expect(prepublishWarnings({ ...clean, shortDescription: 'ı'.repeat(161) })).toEqual([longDescriptionWarning(161)]);
  });

  it('counts the images whose alt text is missing or blank', () => {
    const content = `${PHOTO}<img src="/uploads/b.png"><p><img src="/uploads/c.png" alt="  "></p><img src="/uploads/d.png" alt="d">`;
    expect(prepublishWarnings({ ...clean, content })).toEqual([missingAltWarning(2)]);
    expect(missingAltWarning(2)).toContain("'Alternatif metin'");
  });

  it('warns when no image can be a link preview: none, or only data:, http or relative ones', () => {
    expect(prepublishWarnings({ ...clean, content: '<p>Görselsiz</p>' })).toEqual([NO_IMAGE_WARNING]);
    const unshareable =
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="a"><img src="http://example.com/a.png" alt="b"><img src="resim.png" alt="c">';
    expect(prepublishWarnings({ ...clean, content: unshareable })).toEqual([NO_IMAGE_WARNING]);
    expect(prepublishWarnings({ ...clean, content: `${unshareable}${PHOTO}` })).toEqual([]);
  });

  it('lists every warning at once, in the order of the form', () => {
    const post = { title: 'b'.repeat(70), shortDescription: 'c'.repeat(170), content: '<p>Metin</p>' };
    expect(prepublishWarnings(post)).toEqual([longTitleWarning(70), longDescriptionWarning(170), NO_IMAGE_WARNING]);
  });
});

describe('what would publish something broken (issue 43)', () => {
  it('an empty post: no text and nothing to see', () => {
    expect(isEmptyPost('')).toBe(true);
    expect(isEmptyPost('<p></p><p>  </p><h2></h2>')).toBe(true);
    expect(isEmptyPost('<p>a</p>')).toBe(false);
    expect(isEmptyPost('<p><img src="/uploads/a.png"></p>')).toBe(false);
    expect(isEmptyPost('<iframe src="https://www.youtube-nocookie.com/embed/x"></iframe>')).toBe(false);
  });

  it("the post's images, each once, in order", () => {
    expect(imageSources(`${PHOTO}<p><img src="/uploads/b.png"></p>${PHOTO}<img>`)).toEqual([
      '/uploads/photo-1-1200x800.jpg',
      '/uploads/b.png',
    ]);
  });

  it('whether an image loads, as the browser says (jsdom: the test set-up fails addresses with kirik)', async () => {
    await expect(imageLoads('/uploads/a.png')).resolves.toBe(true);
    await expect(imageLoads('/uploads/kirik.png')).resolves.toBe(false);
  });
});

describe('postLinks', () => {
  const ORIGIN = 'https://site.example';

  it("takes the slugs of links to the site's posts, relative or at its own origin, each once, in order", () => {
    const content = [
      '<a href="/blog/bir-yazi">1</a>',
      `<a href="${ORIGIN}/blog/iki-yazi/">2</a>`,
      `<a href="${ORIGIN}/blog/bir-yazi#baslik">again</a>`,
      '<a href="/blog/%C4%B1%C5%9F%C4%B1k">encoded</a>',
    ].join(' ');
    expect(postLinks(content, ORIGIN)).toEqual(['bir-yazi', 'iki-yazi', 'ışık']);
  });

  it('leaves other sites, other pages of the site and non-links alone', () => {
    const content = [
      '<a href="https://other.example/blog/yazi">other site</a>',
      `<a href="http://site.example/blog/yazi">other scheme</a>`,
      '<a href="/blog">list</a>',
      '<a href="/blog?sayfa=2">page</a>',
      '<a href="/tags/react">tag</a>',
      '<a href="/blog/a/b">too deep</a>',
      '<a href="mailto:ad@ornek.com">mail</a>',
      '<a>no href</a>',
      '<p>/blog/metin</p>',
    ].join(' ');
    expect(postLinks(content, ORIGIN)).toEqual([]);
  });
});

describe('missingLinksWarning', () => {
  it('names the missing posts, in the singular for one', () => {
    expect(missingLinksWarning(['yok'])).toBe(
      'Bu bağlantının gösterdiği yazı sitede yok: /blog/yok. Adresi düzeltin ya da bağlantıyı kaldırın.',
    );
    expect(missingLinksWarning(['a', 'b'])).toBe(
      'Bu bağlantıların gösterdiği yazılar sitede yok: /blog/a, /blog/b. Adresleri düzeltin ya da bağlantıları kaldırın.',
    );
  });
});
