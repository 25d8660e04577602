import { Editor } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { createExtensions } from './extensions';
import { UPLOAD_MESSAGES } from '@portfolio/content-rules';
import {
  IMAGE_URL_ERROR,
  LINK_ERROR,
  VIDEO_ERROR,
  checkImageFile,
  checkImageUrl,
  dataImagesOf,
  dataUrlFile,
  checkLink,
  checkVideoUrl,
  isAllowedHref,
} from './rules';
import { toHex } from './useToolbarState';

describe('checkLink: http, https, mailto and tel only', () => {
  it.each([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c'],
    ['  http://example.com  ', 'http://example.com'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['mailto:ad@example.com?subject=Merhaba', 'mailto:ad@example.com?subject=Merhaba'],
    ['tel:+90 555'.replace(' ', ''), 'tel:+90555'],
    ['ornek.com', 'https://ornek.com'],
    ['www.örnek.com.tr/yazı?x=1', 'https://www.örnek.com.tr/yazı?x=1'],
    ['ad.soyad@example.com', 'mailto:ad.soyad@example.com'],
  ])('accepts %j as %j', (input, href) => {
    expect(checkLink(input)).toEqual({ ok: true, href });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'ftp://example.com',
    'file:///etc/passwd',
    'sms:+905551112233',
    '//evil.example/x',
    '/goreli/yol',
    '#bolum',
    'https://',
    'https://exa mple.com',
    'mailto:',
    'tel:',
    'sadece metin',
    '',
  ])('refuses %j', (input) => {
    expect(checkLink(input)).toEqual({ ok: false, error: LINK_ERROR });
  });

  it('isAllowedHref is what the Link extension accepts (pasted links included)', () => {
    expect(isAllowedHref('https://example.com')).toBe(true);
    expect(isAllowedHref('tel:+905551112233')).toBe(true);
    expect(isAllowedHref('example.com')).toBe(false);
    expect(isAllowedHref('https://example.com/a b')).toBe(false);
    expect(isAllowedHref('https://example.com/\u0000')).toBe(false);
  });
});

describe('checkImageUrl: https only (a data:image address is uploaded)', () => {
  it('accepts an https address', () => {
    expect(checkImageUrl(' https://example.com/a.png ')).toEqual({ ok: true, src: 'https://example.com/a.png' });
  });

  it.each([
    'data:image/png;base64,iVBORw0KGgo=',
    'http://example.com/a.png',
    '//example.com/a.png',
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:text/html;base64,PHNjcmlwdD4=',
    '/uploads/image.png',
    'gorsel.png',
  ])('refuses %s', (src) => {
    expect(checkImageUrl(src)).toEqual({ ok: false, error: IMAGE_URL_ERROR });
  });
});

describe('dataUrlFile and dataImagesOf: data:image addresses as files to upload', () => {
  it('decodes a base64 image address into a file of its type', async () => {
    const file = dataUrlFile('data:image/png;base64,iVBO Rw0K\nGgo=')!;
    expect([file.name, file.type, file.size]).toEqual(['gorsel.png', 'image/png', 8]);
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader(); // jsdom's File has no arrayBuffer()
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(file);
    });
    expect([...new Uint8Array(bytes)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(dataUrlFile('data:image/svg+xml;base64,PHN2Zz4=')).toMatchObject({
      name: 'gorsel.svg',
      type: 'image/svg+xml',
    });
  });

  it.each([
    'https://example.com/a.png',
    'data:image/png,rawbytes',
    'data:image/png;base64,!!!',
    'data:text/html;base64,PA==',
  ])('gives nothing for %s', (src) => expect(dataUrlFile(src)).toBeNull());

  it('finds the data: images of pasted HTML, and only those', () => {
    const files = dataImagesOf(
      '<p>a<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><img src="https://example.com/b.png"></p><img src="data:image/png;base64,iVBORw0KGgo=">',
    );
    expect(files.map((file) => file.type)).toEqual(['image/gif', 'image/png']);
    expect(dataImagesOf('<p>düz metin</p>')).toEqual([]);
  });
});

describe('checkImageFile: the picker types, at most 20 MB', () => {
  const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'f', { type });
  it.each(['image/png', 'image/gif', 'image/jpeg', 'image/bmp', 'image/x-icon', 'image/vnd.microsoft.icon'])(
    'accepts %s',
    (type) => {
      expect(checkImageFile(file(type))).toEqual({ ok: true });
    },
  );
  it.each(['image/svg+xml', 'image/webp', 'application/pdf', 'text/html', ''])('refuses %j', (type) => {
    expect(checkImageFile(file(type))).toEqual({ ok: false, error: UPLOAD_MESSAGES.pickerType });
  });
  it('refuses more than 20 MB', () => {
    expect(checkImageFile(file('image/png', 20 * 1024 * 1024))).toEqual({ ok: true });
    expect(checkImageFile(file('image/png', 20 * 1024 * 1024 + 1))).toEqual({
      ok: false,
      error: UPLOAD_MESSAGES.pickerSize,
    });
  });
});

describe('checkVideoUrl: YouTube and Vimeo only, rebuilt from the id', () => {
  const youtube = (start = 0) => ({
    ok: true,
    video: { provider: 'youtube', src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', start },
  });
  const vimeo = (src = 'https://player.vimeo.com/video/76979871') => ({ ok: true, video: { provider: 'vimeo', src } });

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', youtube()],
    ['youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&t=90', youtube(90)],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', youtube(90)],
    ['https://music.youtube.com/watch?v=dQw4w9WgXcQ', youtube()],
    ['https://youtu.be/dQw4w9WgXcQ?si=abc&t=42', youtube(42)],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', youtube()],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', youtube()],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=7', youtube(7)],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', youtube()],
    ['http://youtube.com/embed/dQw4w9WgXcQ', youtube()],
    ['https://vimeo.com/76979871', vimeo()],
    ['vimeo.com/76979871', vimeo()],
    ['https://vimeo.com/channels/staffpicks/76979871', vimeo()],
    ['https://vimeo.com/76979871/a1b2c3d4e5', vimeo('https://player.vimeo.com/video/76979871?h=a1b2c3d4e5')],
    [
      'https://player.vimeo.com/video/76979871?h=ab12&autoplay=1',
      vimeo('https://player.vimeo.com/video/76979871?h=ab12'),
    ],
  ])('accepts %s', (input, expected) => {
    expect(checkVideoUrl(input)).toEqual(expected);
  });

  it.each([
    'https://example.com/video.mp4',
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://evil.example/?x=youtube.com/watch?v=dQw4w9WgXcQ',
    'https://user@www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com:8443/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
    'https://www.youtube.com/channel/UC123',
    'https://vimeo.com/kanal',
    'https://player.vimeo.com/video/',
    'javascript:alert(1)',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    '',
  ])('refuses %s', (input) => {
    expect(checkVideoUrl(input)).toEqual({ ok: false, error: VIDEO_ERROR });
  });
});

describe('toHex (colour inputs)', () => {
  it.each([
    ['#E03131', '#e03131'],
    ['#abc', '#aabbcc'],
    ['rgb(224, 49, 49)', '#e03131'],
    ['rgba(0, 0, 0, 0.5)', '#000000'],
    ['red', '#111111'],
    [undefined, '#111111'],
  ])('%s → %s', (input, hex) => {
    expect(toHex(input, '#111111')).toBe(hex);
  });
});

describe('stored HTML read back into the editor', () => {
  const load = (html: string) => {
    const editor = new Editor({ extensions: createExtensions(), content: html });
    const out = editor.getHTML();
    editor.destroy();
    return out;
  };

  it('keeps indent levels 1..8 and drops others', () => {
    expect(
      load('<p data-indent="3">a</p><h2 data-indent="12">b</h2><p data-indent="-1">c</p><p data-indent="x">d</p>'),
    ).toBe('<p data-indent="3">a</p><h2 data-indent="8">b</h2><p>c</p><p>d</p>');
  });

  it('keeps only the toolbar font sizes and sanitiser-safe colours and fonts', () => {
    expect(
      load(
        '<p><span style="font-size: 16px; color: var(--x); font-family: a\\62 c">a</span>' +
          '<span style="font-size: 0.75em; color: #123456; font-family: Georgia, serif">b</span></p>',
      ),
    ).toBe('<p>a<span style="font-family: Georgia, serif; font-size: 0.75em; color: rgb(18, 52, 86);">b</span></p>');
  });

  it('reads a Vimeo player iframe and no other', () => {
    expect(load('<iframe src="https://player.vimeo.com/video/1" width="320" height="180"></iframe>')).toBe(
      '<iframe frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen="true" src="https://player.vimeo.com/video/1" width="320" height="180"></iframe>',
    );
    expect(load('<p>a</p><iframe src="https://evil.example/video/1"></iframe>')).toBe('<p>a</p>');
  });
});
