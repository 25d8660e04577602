import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../../test/admin';
import { LINK_ERROR, VIDEO_ERROR } from './rules';
import { Harness, area, editor, html, body, toolbar, tool, selectAll, BUTTONS } from './richTextEditorTestKit';

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
