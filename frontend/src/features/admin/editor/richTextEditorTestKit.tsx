import { act, screen, within } from '@testing-library/react';
import { type Editor } from '@tiptap/react';
import { useState } from 'react';
import { EditorUploadImageDocument } from '../../../gql/admin/graphql';
import { type Mock } from '../../../test/render';
import { RichTextEditor } from './RichTextEditor';

/** What the editor's suites share: the editor in a form, its area and toolbar, and image files and their uploads. */
export const UPLOADED = '/uploads/image-3f2a9c1e-0b7f-4c59-9a10-4d1b8a1c2e3f.png';

/** The editor as the blog form uses it: a visible label, the value kept in state. */
export function Harness({
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

export const area = () => screen.getByRole('textbox', { name: 'İçerik *' });
export const editor = () => (area() as HTMLElement & { editor: Editor }).editor;
export const html = () => screen.getByTestId('html').textContent;
/** The HTML without the empty paragraph TipTap keeps after a last block that is not a paragraph. */
export const body = () => html()?.replace(/<p><\/p>$/, '');
export const toolbar = () => screen.getByRole('toolbar', { name: 'Biçimlendirme araçları' });
export const tool = (name: string) => within(toolbar()).getByRole('button', { name });

export function selectAll() {
  act(() => {
    editor().commands.selectAll();
  });
}

export const png = (name = 'gorsel.png', type = 'image/png', size = 68) =>
  new File([new Uint8Array(size)], name, { type });

export const uploadRequest = (file: File) => ({
  query: EditorUploadImageDocument,
  variables: (variables: Record<string, unknown>) => variables.file === file,
});
export const uploadMock = (file: File, extra: Partial<Mock> = {}): Mock => ({
  request: uploadRequest(file),
  result: { data: { uploadImage: UPLOADED } },
  ...extra,
});

/** A paste of files from the clipboard (jsdom has no DataTransfer). */
export function pasteFiles(files: File[]) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { files, types: ['Files'], items: [], getData: () => '' },
  });
  act(() => {
    area().dispatchEvent(event);
  });
  return event;
}

export const BUTTONS = [
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
