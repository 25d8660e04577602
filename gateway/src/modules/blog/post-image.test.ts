import { firstShareableImage } from './post-image';

describe('firstShareableImage', () => {
  it('takes the first image a link preview can fetch: one of ours as a site path, or an https address', () => {
    expect(firstShareableImage('<p>a</p><img src="/uploads/kapak.png"><img src="https://cdn.example/b.png">')).toBe(
      '/uploads/kapak.png',
    );
    expect(firstShareableImage('<p><img alt="x" src="https://cdn.example/b.jpg?w=1&amp;h=2"></p>')).toBe(
      'https://cdn.example/b.jpg?w=1&h=2',
    );
  });

  it('passes over data:, plain http, relative and other addresses', () => {
    const skipped = [
      '<img src="data:image/png;base64,iVBORw0KGgo=">',
      '<img src="http://example.com/a.png">',
      '<img src="//example.com/a.png">',
      '<img src="resim.png">',
      '<img src="/uploads/../api/x">',
      '<img src="javascript:alert(1)">',
      '<img alt="no source">',
      '<img src="https://">',
    ].join('');
    expect(firstShareableImage(skipped)).toBeNull();
    expect(firstShareableImage(`${skipped}<img src="/uploads/son.jpg">`)).toBe('/uploads/son.jpg');
  });

  it('finds nothing in a post without images', () => {
    expect(firstShareableImage('')).toBeNull();
    expect(firstShareableImage('<p>Yazı <a href="/uploads/cv.pdf">CV</a></p>')).toBeNull();
  });
});
