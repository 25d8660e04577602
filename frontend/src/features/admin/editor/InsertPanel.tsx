import type { Editor } from '@tiptap/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { MdUpload } from 'react-icons/md';
import { applyLink, insertImage, insertVideo } from './commands';
import { dataUrlFile } from './rules';
import { PICKER_IMAGE_TYPES } from '@portfolio/content-rules';
import type { Panel } from './Toolbar';

const PANEL_TEXT: Record<Panel, { title: string; label: string; placeholder: string; submit: string }> = {
  link: {
    title: 'Bağlantı ekle',
    label: 'Bağlantı adresi',
    placeholder: 'https://ornek.com, mailto:ad@ornek.com veya tel:+90...',
    submit: 'Uygula',
  },
  image: {
    title: 'Görsel ekle',
    label: 'Görsel adresi',
    placeholder: 'https://... veya data:image/...',
    submit: 'Adresten ekle',
  },
  alt: {
    title: 'Alternatif metin',
    label: 'Görselin alternatif metni',
    placeholder: 'Görselde ne var? Ekran okuyucular bunu okur.',
    submit: 'Uygula',
  },
  video: {
    title: 'Video ekle',
    label: 'YouTube veya Vimeo adresi',
    placeholder: 'https://www.youtube.com/watch?v=... veya https://vimeo.com/...',
    submit: 'Ekle',
  },
};

/** A photo is stored small, upright and without its metadata; its original only when asked for. */
export const KEEP_ORIGINAL = 'Orijinal dosyayı da sakla (konum bilgisiyle; sitede gösterilmez)';

/**
 * The form under the toolbar: the address of a link, an image or a video, or the selected image's
 * alternative text. It sits inside the blog form, so it is a group (not a nested form): Enter
 * applies, Escape closes. An image given as a data: address is uploaded like a chosen file: the
 * post keeps an address of ours, never the image's bytes.
 */
export function InsertPanel({
  id,
  kind,
  editor,
  onClose,
  onUpload,
}: {
  id: string;
  kind: Panel;
  editor: Editor;
  onClose: () => void;
  onUpload: (file: File, alt: string, keepOriginal: boolean) => void;
}) {
  const fieldId = useId();
  const [url, setUrl] = useState(() =>
    kind === 'link'
      ? ((editor.getAttributes('link').href as string) ?? '')
      : kind === 'alt'
        ? ((editor.getAttributes('image').alt as string) ?? '')
        : '',
  );
  const [alt, setAlt] = useState('');
  const [keepOriginal, setKeepOriginal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const text = PANEL_TEXT[kind];
  const hasLink = kind === 'link' && editor.isActive('link');

  function apply() {
    if (kind === 'alt') {
      editor.chain().focus().updateAttributes('image', { alt: url.trim() }).run();
      return onClose();
    }
    const file = kind === 'image' ? dataUrlFile(url.trim()) : null;
    if (file) return onUpload(file, alt, keepOriginal);
    const problem =
      kind === 'link'
        ? applyLink(editor, url)
        : kind === 'image'
          ? insertImage(editor, url, alt)
          : insertVideo(editor, url);
    if (problem) setError(problem);
    else onClose();
  }

  function keys(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type !== 'file') {
      event.preventDefault();
      apply();
    }
  }

  return (
    <div id={id} className="rich-panel" role="group" aria-labelledby={`${fieldId}-title`} onKeyDown={keys}>
      <p id={`${fieldId}-title`} className="rich-panel__title">
        {text.title}
      </p>
      {kind === 'image' && (
        <label className="button button--small rich-panel__file">
          <MdUpload aria-hidden="true" /> Bilgisayardan yükle
          <input
            type="file"
            className="visually-hidden"
            accept={PICKER_IMAGE_TYPES.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onUpload(file, alt, keepOriginal);
            }}
          />
        </label>
      )}
      <div className="rich-panel__row">
        <label htmlFor={`${fieldId}-url`} className="visually-hidden">
          {text.label}
        </label>
        <input
          id={`${fieldId}-url`}
          className="input"
          type="text"
          inputMode={kind === 'alt' ? 'text' : 'url'}
          autoComplete="off"
          spellCheck={kind === 'alt'}
          placeholder={text.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          value={url}
          autoFocus
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
        />
        {kind === 'image' && (
          <input
            className="input"
            type="text"
            aria-label="Alternatif metin (isteğe bağlı)"
            placeholder="Alternatif metin (isteğe bağlı)"
            value={alt}
            onChange={(event) => setAlt(event.target.value)}
          />
        )}
      </div>
      {kind === 'image' && (
        <label className="rich-panel__check">
          <input type="checkbox" checked={keepOriginal} onChange={(event) => setKeepOriginal(event.target.checked)} />
          {KEEP_ORIGINAL}
        </label>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="rich-panel__actions">
        <button type="button" className="button button--primary button--small" onClick={apply}>
          {text.submit}
        </button>
        {hasLink && (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              applyLink(editor, '');
              onClose();
            }}
          >
            Bağlantıyı kaldır
          </button>
        )}
        <button type="button" className="button button--small button--ghost" onClick={onClose}>
          İptal
        </button>
      </div>
    </div>
  );
}
