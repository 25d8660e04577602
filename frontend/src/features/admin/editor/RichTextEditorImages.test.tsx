import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EditorUploadImageDocument } from '../../../gql/admin/graphql';
import { graphQLError, networkError, SERVER_MESSAGE } from '../../../test/render';
import { renderAdminScreen } from '../../../test/admin';
import { UPLOADING, UPLOAD_ERROR } from './RichTextEditor';
import { UPLOAD_MESSAGES } from '@portfolio/content-rules';
import { KEEP_ORIGINAL } from './InsertPanel';
import { IMAGE_URL_ERROR } from './rules';
import {
  UPLOADED,
  Harness,
  area,
  editor,
  html,
  body,
  tool,
  png,
  uploadRequest,
  uploadMock,
  pasteFiles,
} from './richTextEditorTestKit';

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
