import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EditorUploadImageDocument } from '../../../gql/admin/graphql';
import { graphQLError, networkError, SERVER_MESSAGE, type Mock } from '../../../test/render';
import { renderAdminScreen } from '../../../test/admin';
import { RichTextEditor, UPLOADING, UPLOAD_ERROR } from './RichTextEditor';
import { UPLOAD_MESSAGES } from '@portfolio/content-rules';
import { KEEP_ORIGINAL } from './InsertPanel';
import { IMAGE_URL_ERROR, LINK_ERROR, VIDEO_ERROR } from './rules';

const UPLOADED = '/uploads/image-3f2a9c1e-0b7f-4c59-9a10-4d1b8a1c2e3f.png';

/** The editor as the blog form uses it: a visible label, the value kept in state. */
function Harness({
  initial = '<p>Merhaba dünya</p>',
  onChange,
}: {
  initial?: string;
  onChange?: (html: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="content-label">İçerik *</span>
      <RichTextEditor
        labelledBy="content-label"
        value={value}
        onChange={(html) => {
          setValue(html);
          onChange?.(html);
        }}
      />
      <output data-testid="html">{value}</output>
      <button type="button" onClick={() => setValue('<p>Dışarıdan gelen</p>')}>
        Değeri değiştir
      </button>
    </>
  );
}

const area = () => screen.getByRole('textbox', { name: 'İçerik *' });
const editor = () => (area() as HTMLElement & { editor: Editor }).editor;
const html = () => screen.getByTestId('html').textContent;
/** The HTML without the empty paragraph TipTap keeps after a last block that is not a paragraph. */
const body = () => html()?.replace(/<p><\/p>$/, '');
const toolbar = () => screen.getByRole('toolbar', { name: 'Biçimlendirme araçları' });
const tool = (name: string) => within(toolbar()).getByRole('button', { name });

function selectAll() {
  act(() => {
    editor().commands.selectAll();
  });
}

const png = (name = 'gorsel.png', type = 'image/png', size = 68) => new File([new Uint8Array(size)], name, { type });

const uploadRequest = (file: File) => ({
  query: EditorUploadImageDocument,
  variables: (variables: Record<string, unknown>) => variables.file === file,
});
const uploadMock = (file: File, extra: Partial<Mock> = {}): Mock => ({
  request: uploadRequest(file),
  result: { data: { uploadImage: UPLOADED } },
  ...extra,
});

/** A paste of files from the clipboard (jsdom has no DataTransfer). */
function pasteFiles(files: File[]) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { files, types: ['Files'], items: [], getData: () => '' },
  });
  act(() => {
    area().dispatchEvent(event);
  });
  return event;
}

const BUTTONS = [
  'Geri al',
  'Yinele',
  'Kalın',
  'İtalik',
  'Altı çizili',
  'Üstü çizili',
  'Alt simge',
  'Üst simge',
  'Numaralı liste',
  'Madde işaretli liste',
  'Girintiyi azalt',
  'Girintiyi artır',
  'Sola hizala',
  'Ortala',
  'Sağa hizala',
  'İki yana yasla',
  'Alıntı',
  'Kod bloğu',
  'Bağlantı',
  'Görsel',
  'Video',
  'Biçimlendirmeyi temizle',
];

describe('RichTextEditor: toolbar', () => {
  it('labels every control in Turkish (aria-label and title) over a .prose editing area', () => {
    renderAdminScreen(<Harness />);
    for (const name of BUTTONS) {
      const button = tool(name);
      expect(button).toHaveAttribute('type', 'button');
      expect(button.getAttribute('title')).toMatch(new RegExp(`^${name}`));
    }
    for (const name of ['Metin türü', 'Yazı tipi', 'Yazı boyutu']) {
      expect(within(toolbar()).getByRole('combobox', { name })).toHaveAttribute('title', name);
    }
    expect(within(toolbar()).getByLabelText('Yazı rengi')).toHaveAttribute('type', 'color');
    expect(within(toolbar()).getByLabelText('Arka plan rengi')).toHaveAttribute('type', 'color');
    expect(area()).toHaveClass('prose', 'rich-editor__content');
    expect(area()).toHaveAttribute('aria-multiline', 'true');
    expect(toolbar()).toHaveAttribute('aria-controls', area().id);
  });

  it('toggles marks with aria-pressed and reports the HTML through onChange', async () => {
    const onChange = vi.fn();
    const { user } = renderAdminScreen(<Harness onChange={onChange} />);
    selectAll();
    expect(tool('Kalın')).toHaveAttribute('aria-pressed', 'false');

    await user.click(tool('Kalın'));
    expect(tool('Kalın')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Altı çizili'));
    await user.click(tool('Üst simge'));
    expect(html()).toBe('<p><strong><u><sup>Merhaba dünya</sup></u></strong></p>');
    expect(onChange).toHaveBeenLastCalledWith(html());

    await user.click(tool('Kalın'));
    expect(tool('Kalın')).toHaveAttribute('aria-pressed', 'false');
    expect(html()).toBe('<p><u><sup>Merhaba dünya</sup></u></p>');
  });

  it('sets heading levels, font family and sizes from the selects (normal = no mark)', async () => {
    const { user } = renderAdminScreen(<Harness />);
    selectAll();
    await user.selectOptions(within(toolbar()).getByRole('combobox', { name: 'Metin türü' }), 'Başlık 3');
    expect(html()).toBe('<h3>Merhaba dünya</h3><p></p>');
    act(() => {
      editor().commands.setTextSelection(2);
    });
    expect(within(toolbar()).getByRole('combobox', { name: 'Metin türü' })).toHaveValue('3');

    selectAll();
    await user.selectOptions(within(toolbar()).getByRole('combobox', { name: 'Yazı boyutu' }), 'Çok büyük');
    expect(body()).toBe('<h3><span style="font-size: 2.5em;">Merhaba dünya</span></h3>');
    selectAll();
    await user.selectOptions(within(toolbar()).getByRole('combobox', { name: 'Yazı tipi' }), 'Serif');
    expect(html()).toContain('font-family: Georgia, &quot;Times New Roman&quot;, serif;');
    selectAll();
    await user.selectOptions(within(toolbar()).getByRole('combobox', { name: 'Yazı boyutu' }), 'Normal');
    await user.selectOptions(within(toolbar()).getByRole('combobox', { name: 'Yazı tipi' }), 'Varsayılan');
    expect(body()).toBe('<h3>Merhaba dünya</h3>');
    act(() => {
      editor().commands.setTextSelection(2);
    });
    await user.selectOptions(within(toolbar()).getByRole('combobox', { name: 'Metin türü' }), 'Paragraf');
    expect(html()).toBe('<p>Merhaba dünya</p><p></p>');
  });

  it('sets text and background colours, alignment and indent; clear formatting removes them all', async () => {
    const { user } = renderAdminScreen(<Harness />);
    selectAll();
    fireEvent.input(within(toolbar()).getByLabelText('Yazı rengi'), { target: { value: '#e03131' } });
    fireEvent.input(within(toolbar()).getByLabelText('Arka plan rengi'), { target: { value: '#ffd43b' } });
    expect(within(toolbar()).getByLabelText('Yazı rengi')).toHaveValue('#e03131');
    await user.click(tool('Ortala'));
    expect(tool('Ortala')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Girintiyi artır'));
    await user.click(tool('Girintiyi artır'));
    expect(html()).toBe(
      '<p data-indent="2" style="text-align: center;"><span style="color: rgb(224, 49, 49);">' +
        '<mark data-color="#ffd43b" style="background-color: rgb(255, 212, 59); color: inherit;">Merhaba dünya</mark>' +
        '</span></p>',
    );
    await user.click(tool('Girintiyi azalt'));
    expect(html()).toContain('data-indent="1"');

    await user.click(tool('Biçimlendirmeyi temizle'));
    expect(html()).toBe('<p>Merhaba dünya</p>');
  });

  it('makes bullet lists; indent nests a list item and outdent lifts it', async () => {
    const { user } = renderAdminScreen(<Harness initial="<p>bir</p><p>iki</p>" />);
    selectAll();
    await user.click(tool('Madde işaretli liste'));
    expect(body()).toBe('<ul><li><p>bir</p></li><li><p>iki</p></li></ul>');
    act(() => {
      editor().commands.setTextSelection(12); // in 'iki'
    });
    expect(tool('Madde işaretli liste')).toHaveAttribute('aria-pressed', 'true');
    expect(tool('Numaralı liste')).toHaveAttribute('aria-pressed', 'false');
    await user.click(tool('Girintiyi artır'));
    expect(body()).toBe('<ul><li><p>bir</p><ul><li><p>iki</p></li></ul></li></ul>');
    await user.click(tool('Girintiyi azalt'));
    expect(body()).toBe('<ul><li><p>bir</p></li><li><p>iki</p></li></ul>');
  });

  it.each([
    ['Numaralı liste', '<ol><li><p>metin</p></li></ol>'],
    ['Alıntı', '<blockquote><p>metin</p></blockquote>'],
    ['Kod bloğu', '<pre><code>metin</code></pre>'],
  ])('%s turns the paragraph into %s and shows as pressed', async (name, markup) => {
    const { user } = renderAdminScreen(<Harness initial="<p>metin</p>" />);
    act(() => {
      editor().commands.setTextSelection(2);
    });
    expect(tool(name)).toHaveAttribute('aria-pressed', 'false');
    await user.click(tool(name));
    expect(body()).toBe(markup);
    expect(tool(name)).toHaveAttribute('aria-pressed', 'true');
  });

  it('is usable from the keyboard: arrows, Home and End move between the controls', async () => {
    const { user } = renderAdminScreen(<Harness />);
    selectAll();
    tool('Kalın').focus();
    await user.keyboard('{ArrowRight}');
    expect(tool('İtalik')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(toolbar()).getByRole('combobox', { name: 'Yazı boyutu' })).toHaveFocus();
    tool('Kalın').focus();
    await user.keyboard('{End}');
    expect(tool('Daha fazla')).toHaveFocus();
    await user.keyboard('{Home}');
    // 'Geri al' and 'Yinele' are disabled until there is something to undo or redo
    expect(within(toolbar()).getByRole('combobox', { name: 'Metin türü' })).toHaveFocus();
    tool('Kalın').focus();
    await user.keyboard('{Enter}');
    expect(tool('Kalın')).toHaveAttribute('aria-pressed', 'true');
    expect(html()).toBe('<p><strong>Merhaba dünya</strong></p>');
  });

  it("folds the less used tools behind 'Daha fazla', which says whether they are open", async () => {
    const { user } = renderAdminScreen(<Harness />);
    const more = (name: string) =>
      within(toolbar()).getByRole('group', { name }).classList.contains('rich-toolbar__group--more');
    expect(['Yazı tipi ve boyutu', 'Alt ve üst simge', 'Renkler', 'Hizalama', 'Temizle'].every(more)).toBe(true);
    expect(['Geçmiş', 'Metin türü', 'Yazı biçimi', 'Listeler ve girinti', 'Bloklar', 'Ekle'].some(more)).toBe(false);
    expect(tool('Daha fazla')).toHaveAttribute('aria-expanded', 'false');
    await user.click(tool('Daha fazla'));
    expect(tool('Daha fazla')).toHaveAttribute('aria-expanded', 'true');
    expect(toolbar()).toHaveClass('rich-toolbar--expanded');
    await user.click(tool('Daha fazla'));
    expect(toolbar()).not.toHaveClass('rich-toolbar--expanded');
  });

  it('replaces the document when the value changes from outside', async () => {
    const onChange = vi.fn();
    const { user } = renderAdminScreen(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Değeri değiştir' }));
    expect(editor().getHTML()).toBe('<p>Dışarıdan gelen</p>');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('RichTextEditor: links', () => {
  it.each(['javascript:alert(1)', 'ftp://example.com/dosya', 'data:text/html,x', '/goreli/yol', 'bir metin'])(
    'refuses %s with a Turkish message',
    async (url) => {
      const { user } = renderAdminScreen(<Harness />);
      selectAll();
      await user.click(tool('Bağlantı'));
      expect(tool('Bağlantı')).toHaveAttribute('aria-expanded', 'true');
      await user.type(screen.getByLabelText('Bağlantı adresi'), `${url}{Enter}`);
      expect(screen.getByRole('alert')).toHaveTextContent(LINK_ERROR);
      expect(screen.getByLabelText('Bağlantı adresi')).toHaveAttribute('aria-invalid', 'true');
      expect(html()).toBe('<p>Merhaba dünya</p>');
    },
  );

  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1&amp;b'],
    ['http://example.com', 'http://example.com'],
    ['ornek.com.tr', 'https://ornek.com.tr'],
    ['mailto:ben@example.com', 'mailto:ben@example.com'],
    ['ben@example.com', 'mailto:ben@example.com'],
    ['tel:+905551112233', 'tel:+905551112233'],
  ])('links the selection to %s (new tab, rel noopener noreferrer nofollow)', async (url, href) => {
    const { user } = renderAdminScreen(<Harness />);
    selectAll();
    await user.click(tool('Bağlantı'));
    await user.type(screen.getByLabelText('Bağlantı adresi'), url);
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(screen.queryByLabelText('Bağlantı adresi')).not.toBeInTheDocument();
    expect(html()).toBe(
      `<p><a target="_blank" rel="noopener noreferrer nofollow" href="${href.replace('&amp;b', '')}">Merhaba dünya</a></p>`,
    );
    expect(tool('Bağlantı')).toHaveAttribute('aria-pressed', 'true');
  });

  it('edits and removes an existing link; Escape closes the panel', async () => {
    const { user } = renderAdminScreen(
      <Harness initial='<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://a.example">bağ</a></p>' />,
    );
    act(() => {
      editor().commands.setTextSelection(2);
    });
    await user.click(tool('Bağlantı'));
    expect(screen.getByLabelText('Bağlantı adresi')).toHaveValue('https://a.example');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Bağlantı adresi')).not.toBeInTheDocument();

    await user.click(tool('Bağlantı'));
    await user.click(screen.getByRole('button', { name: 'Bağlantıyı kaldır' }));
    expect(html()).toBe('<p>bağ</p>');
  });
});

describe('RichTextEditor: videos', () => {
  it.each([
    'https://example.com/video.mp4',
    'https://www.dailymotion.com/video/x7u5v2',
    'https://www.youtube.com/watch?v=kisa',
    'https://vimeo.com/kanal',
    'javascript:alert(1)',
  ])('refuses %s with a Turkish message', async (url) => {
    const { user } = renderAdminScreen(<Harness />);
    await user.click(tool('Video'));
    await user.type(screen.getByLabelText('YouTube veya Vimeo adresi'), `${url}{Enter}`);
    expect(screen.getByRole('alert')).toHaveTextContent(VIDEO_ERROR);
    expect(html()).not.toContain('iframe');
  });

  it('embeds a YouTube video with its start time', async () => {
    const { user } = renderAdminScreen(<Harness />);
    await user.click(tool('Video'));
    await user.type(screen.getByLabelText('YouTube veya Vimeo adresi'), 'https://youtu.be/dQw4w9WgXcQ?t=42');
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(html()).toContain('<div data-youtube-video=""><iframe width="640" height="480"');
    expect(html()).toContain(
      'src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=42&amp;rel=1" start="42"></iframe></div>',
    );
  });

  it('embeds a Vimeo video as a bare player iframe', async () => {
    const { user } = renderAdminScreen(<Harness />);
    await user.click(tool('Video'));
    await user.type(screen.getByLabelText('YouTube veya Vimeo adresi'), 'https://vimeo.com/76979871{Enter}');
    expect(html()).toContain(
      '<iframe frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen="true" src="https://player.vimeo.com/video/76979871" width="640" height="360"></iframe>',
    );
  });
});

describe('RichTextEditor: images', () => {
  it('inserts an https address with its alternative text, and refuses others', async () => {
    const { user } = renderAdminScreen(<Harness initial="" />);
    await user.click(tool('Görsel'));
    await user.type(screen.getByLabelText('Görsel adresi'), 'http://example.com/a.png{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(IMAGE_URL_ERROR);
    await user.clear(screen.getByLabelText('Görsel adresi'));
    await user.type(screen.getByLabelText('Görsel adresi'), 'https://example.com/a.png');
    await user.type(screen.getByLabelText('Alternatif metin (isteğe bağlı)'), 'Bir görsel');
    await user.click(screen.getByRole('button', { name: 'Adresten ekle' }));
    expect(html()).toBe('<img src="https://example.com/a.png" alt="Bir görsel"><p></p>');
  });

  it('uploads an image given as a data: address instead of putting its bytes in the post', async () => {
    const pngFile = (variables: Record<string, unknown>) =>
      variables.file instanceof File && variables.file.type === 'image/png' && variables.file.size === 8;
    const { user, operations } = renderAdminScreen(<Harness initial="" />, {
      mocks: [
        {
          request: { query: EditorUploadImageDocument, variables: pngFile },
          result: { data: { uploadImage: UPLOADED } },
        },
      ],
    });
    await user.click(tool('Görsel'));
    fireEvent.change(screen.getByLabelText('Görsel adresi'), {
      target: { value: 'data:image/png;base64,iVBORw0KGgo=' },
    });
    await user.type(screen.getByLabelText('Alternatif metin (isteğe bağlı)'), 'Pano');
    await user.click(screen.getByRole('button', { name: 'Adresten ekle' }));
    await waitFor(() => expect(html()).toBe(`<img src="${UPLOADED}" alt="Pano"><p></p>`));
    expect(operations.map(({ name }) => name)).toEqual(['EditorUploadImage']);
  });

  it('uploads a picked file through uploadImage and inserts the returned /uploads URL', async () => {
    const file = png();
    const { user, operations } = renderAdminScreen(<Harness initial="" />, {
      mocks: [uploadMock(file, { delay: 400 })],
    });
    await user.click(tool('Görsel'));
    const picker = screen.getByLabelText('Bilgisayardan yükle');
    expect(picker).toHaveAttribute('type', 'file');
    expect(picker).toHaveAttribute('accept', 'image/png,image/gif,image/jpeg,image/bmp,image/x-icon');
    await user.type(screen.getByLabelText('Alternatif metin (isteğe bağlı)'), 'Yüklenen');
    await user.upload(picker, file);

    expect(await screen.findByText(UPLOADING)).toBeInTheDocument();
    expect(tool('Görsel')).toBeDisabled();
    // Where the image will go, in the text but not in the post.
    expect(screen.getByRole('progressbar', { name: 'gorsel.png' })).toHaveAttribute('aria-valuetext', 'Yükleniyor… %0');
    expect(html()).toBe('');
    await waitFor(() => expect(html()).toBe(`<img src="${UPLOADED}" alt="Yüklenen"><p></p>`));
    expect(screen.queryByText(UPLOADING)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Görselin alternatif metni')).not.toBeInTheDocument(); // given before
    expect(operations).toEqual([{ name: 'EditorUploadImage', variables: { file, keepOriginal: false } }]);
  });

  it("asks the gateway to keep a photo's original only when the box is ticked", async () => {
    const file = png('foto.jpg', 'image/jpeg');
    const { user, operations } = renderAdminScreen(<Harness initial="" />, {
      mocks: [
        uploadMock(file, { request: { query: EditorUploadImageDocument, variables: { file, keepOriginal: true } } }),
      ],
    });
    await user.click(tool('Görsel'));
    await user.click(screen.getByLabelText(KEEP_ORIGINAL));
    await user.upload(screen.getByLabelText('Bilgisayardan yükle'), file);
    await waitFor(() => expect(html()).toBe(`<img src="${UPLOADED}" alt=""><p></p>`));
    expect(operations).toEqual([{ name: 'EditorUploadImage', variables: { file, keepOriginal: true } }]);
  });

  it('uploads image files pasted into the editor, then asks for the alternative text', async () => {
    const file = png('pano.gif', 'image/gif');
    const { user } = renderAdminScreen(<Harness initial="" />, { mocks: [uploadMock(file)] });
    const event = pasteFiles([file]);
    expect(event.defaultPrevented).toBe(true);
    await waitFor(() => expect(html()).toBe(`<img src="${UPLOADED}" alt=""><p></p>`));
    const alt = await screen.findByLabelText('Görselin alternatif metni');
    expect(alt).toHaveFocus();
    await user.type(alt, 'Kadıköy iskelesi{Enter}');
    expect(html()).toBe(`<img src="${UPLOADED}" alt="Kadıköy iskelesi"><p></p>`);
    expect(screen.queryByLabelText('Görselin alternatif metni')).not.toBeInTheDocument();
  });

  it('uploads the data: images of pasted HTML and pastes the rest without them', async () => {
    const gif = (variables: Record<string, unknown>) =>
      variables.file instanceof File && variables.file.type === 'image/gif';
    renderAdminScreen(<Harness initial="" />, {
      mocks: [
        { request: { query: EditorUploadImageDocument, variables: gif }, result: { data: { uploadImage: UPLOADED } } },
      ],
    });
    const event = new Event('paste', { bubbles: true, cancelable: true });
    const pasted = '<p>Word metni</p><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
    Object.defineProperty(event, 'clipboardData', {
      value: {
        files: [],
        types: ['text/html'],
        items: [],
        getData: (type: string) => (type === 'text/html' ? pasted : ''),
      },
    });
    act(() => {
      area().dispatchEvent(event);
    });
    await waitFor(() => expect(html()).toContain(`<img src="${UPLOADED}" alt="">`));
    expect(html()).toContain('Word metni');
    expect(html()).not.toContain('data:');
  });

  it("edits the selected image's alternative text", async () => {
    const { user } = renderAdminScreen(<Harness initial={`<p>Önce</p><img src="${UPLOADED}" alt="eski">`} />);
    expect(tool('Alternatif metin')).toBeDisabled();
    act(() => {
      editor().commands.setNodeSelection(6);
    });
    await user.click(tool('Alternatif metin'));
    const alt = screen.getByLabelText('Görselin alternatif metni');
    expect(alt).toHaveValue('eski');
    await user.clear(alt);
    await user.type(alt, '  Yeni açıklama {Enter}');
    expect(body()).toBe(`<p>Önce</p><img src="${UPLOADED}" alt="Yeni açıklama">`);
  });

  it.each([
    ['an SVG', png('cizim.svg', 'image/svg+xml'), UPLOAD_MESSAGES.pickerType],
    ['a WebP', png('foto.webp', 'image/webp'), UPLOAD_MESSAGES.pickerType],
    ['a file over 20 MB', png('buyuk.png', 'image/png', 20 * 1024 * 1024 + 1), UPLOAD_MESSAGES.pickerSize],
  ])('refuses %s before uploading', async (_what, file, message) => {
    const { operations } = renderAdminScreen(<Harness initial="" />);
    pasteFiles([file]);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(operations).toHaveLength(0);
    expect(html()).toBe('');
  });

  it.each([
    ['the server message', (file: File) => graphQLError(uploadRequest(file)), SERVER_MESSAGE],
    ['a Turkish message without one', (file: File) => networkError(uploadRequest(file)), UPLOAD_ERROR],
  ])('shows %s when the upload fails', async (_what, mock, message) => {
    const file = png();
    renderAdminScreen(<Harness initial="" />, { mocks: [mock(file)] });
    pasteFiles([file]);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(html()).not.toContain('<img');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
