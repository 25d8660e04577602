import { withPictures } from './pictures';
import { storedContentHtml } from './stored-content';

const PHOTO = 'photo-0b6e2a4c-1d2e-4f3a-9b8c-7d6e5f4a3b2c';
const COLUMN_OR_SCREEN = '(min-width: 45rem) 42rem, 100vw';
const sources = (base: string, widths: number[], sizes = COLUMN_OR_SCREEN) =>
  ['avif', 'webp'].map(
    (extension) =>
      `<source type="image/${extension}" srcset="${widths.map((w) => `/uploads/${base}-${w}w.${extension} ${w}w`).join(', ')}" sizes="${sizes}">`,
  );

describe('withPictures', () => {
  it('gives a photo of ours its sources, its size and lazy loading after the first image', () => {
    const html = `<p>Önce</p><img src="/uploads/${PHOTO}-1600x2400.jpg" alt="Kadıköy"><p><img src="/uploads/${PHOTO}-640x480.png" alt="Ekran"></p>`;
    expect(withPictures(html)).toBe(
      `<p>Önce</p><picture>${sources(`${PHOTO}-1600x2400`, [480, 800, 1200, 1600]).join('')}` +
        `<img src="/uploads/${PHOTO}-1600x2400.jpg" alt="Kadıköy" width="1600" height="2400" decoding="async"></picture>` +
        // Narrower than the text column: drawn at its own width.
        `<p><picture>${sources(`${PHOTO}-640x480`, [480, 640], '640px').join('')}` +
        `<img src="/uploads/${PHOTO}-640x480.png" alt="Ekran" width="640" height="480" loading="lazy" decoding="async"></picture></p>`,
    );
  });

  it('leaves any other image as the editor wrote it', () => {
    const others = '<img src="https://ornek.com/a.png" alt=""><img src="/uploads/image-1.gif" width="10" height="5">';
    expect(withPictures(others)).toBe(others);
    expect(withPictures(`<img src="/uploads/${PHOTO}-0x10.jpg"><img src="/uploads/${PHOTO}-10x10.gif">`)).not.toContain(
      '<picture>',
    );
  });

  it('is what a post or a project stores, and saving the stored post again changes nothing', () => {
    const content = storedContentHtml(
      `<p><img src="/uploads/${PHOTO}-800x600.jpg" alt="Çay"></p><p><img src="/uploads/${PHOTO}-800x600.jpg" alt="Simit"></p>`,
    );
    expect(content).toContain(
      `<picture>${sources(`${PHOTO}-800x600`, [480, 800], COLUMN_OR_SCREEN).join('')}<img src="/uploads/${PHOTO}-800x600.jpg" alt="Çay" width="800" height="600" decoding="async"></picture>`,
    );
    expect(content.match(/<picture>/g)).toHaveLength(2);
    expect(storedContentHtml(content)).toBe(content);
  });
});
