import { useMutation } from '@apollo/client/react';
import type { Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { InlineSpinner } from '../../../components/States';
import { EditorUploadImageDocument } from '../../../gql/admin/graphql';
import { errorText } from '../../../lib/errors';
import '../../../styles/prose.css';
import './editor.css';
import { createExtensions } from './extensions';
import { InsertPanel } from './InsertPanel';
import { cleanPastedHtml } from './paste';
import { IMAGE_SRC } from '@portfolio/content-rules';
import { checkImageFile, dataImagesOf } from './rules';
import { Toolbar, type Panel } from './Toolbar';
import { addPlaceholder, placeholderPosition, removePlaceholder, showProgress } from './uploadPlaceholders';

export const UPLOAD_ERROR = 'Görsel yüklenirken bir hata oluştu.';
export const UPLOADING = 'Görsel yükleniyor...';

export interface RichTextEditorProps {
  /** The post's HTML. */
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label of the editing area. */
  labelledBy?: string;
  describedBy?: string;
  /** The editing area's id. */
  id?: string;
}

/**
 * How an upload goes in: at `at` (the selection's end otherwise), with `alt`; `askAlt` asks for it
 * once inserted; `keepOriginal` has the gateway keep the photo as it came too.
 */
type UploadOptions = { at?: number; alt?: string; askAlt?: boolean; keepOriginal?: boolean };

const imageFiles = (data: DataTransfer | null) =>
  [...(data?.files ?? [])].filter((file) => file.type.startsWith('image/'));

/** Where the image at `src` stands in the document (the last one), or null. */
function imagePosition(editor: Editor, src: string): number | null {
  let found: number | null = null;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === 'image' && node.attrs.src === src) found = pos;
  });
  return found;
}

/**
 * The blog content editor (TipTap 3): a toolbar with every format of docs/product/editor.md#formats
 * over a `.prose` editing area, producing exactly the markup the server's sanitiser keeps
 * (docs/product/editor.md#markup). Images chosen, pasted or dropped (files, or data: addresses in
 * pasted HTML) are uploaded through `uploadImage`: a placeholder in the text says how much has been
 * sent (uploadPlaceholders.ts), then the image takes its place by its /uploads URL, or the
 * placeholder goes with a message. An image pasted or dropped then asks for its alternative text,
 * as the picker does before.
 */
export function RichTextEditor({ value, onChange, labelledBy, describedBy, id }: RichTextEditorProps) {
  const autoId = useId();
  const contentId = id ?? `${autoId}-content`;
  const panelId = `${autoId}-panel`;
  const [panel, setPanel] = useState<Panel | null>(null);
  const [uploads, setUploads] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [uploadImage] = useMutation(EditorUploadImageDocument);

  const onChangeRef = useRef(onChange);
  const uploadRef = useRef<(files: File[], options?: UploadOptions) => Promise<void>>(async () => {});

  const [extensions] = useState(createExtensions);
  const [initialContent] = useState(value);
  const [editorProps] = useState(() => ({
    attributes: {
      id: contentId,
      class: 'prose rich-editor__content',
      role: 'textbox',
      'aria-multiline': 'true',
      ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
      ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    },
    transformPastedHTML: cleanPastedHtml,
    // Files are uploaded instead of pasted; the data: images of pasted HTML are uploaded beside the
    // rest of it, which cleanPastedHtml pastes without them.
    handlePaste: (_view: EditorView, event: ClipboardEvent) => {
      const files = imageFiles(event.clipboardData);
      if (files.length === 0) {
        void uploadRef.current(dataImagesOf(event.clipboardData?.getData('text/html') ?? ''), { askAlt: true });
        return false;
      }
      event.preventDefault();
      void uploadRef.current(files, { askAlt: true });
      return true;
    },
    handleDrop: (view: EditorView, event: DragEvent, _slice: Slice, moved: boolean) => {
      const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
      const files = moved ? [] : imageFiles(event.dataTransfer);
      if (files.length === 0) {
        if (!moved)
          void uploadRef.current(dataImagesOf(event.dataTransfer?.getData('text/html') ?? ''), { at, askAlt: true });
        return false;
      }
      event.preventDefault();
      void uploadRef.current(files, { at, askAlt: true });
      return true;
    },
  }));

  const editor = useEditor({
    extensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: current }) => onChangeRef.current(current.getHTML()),
  });

  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // A value set from outside (not typed here) replaces the document.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML()) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    uploadRef.current = async (files, { at, alt = '', askAlt = false, keepOriginal = false } = {}) => {
      if (!editor || files.length === 0) return;
      setError(null);
      await Promise.all(
        files.map(async (file) => {
          const checked = checkImageFile(file);
          if (!checked.ok) return setError(checked.error);
          const id = crypto.randomUUID();
          addPlaceholder(editor, id, at ?? editor.state.selection.to, file.name);
          setUploads((count) => count + 1);
          try {
            const { data } = await uploadImage({
              variables: { file, keepOriginal },
              context: { fetchOptions: { onUploadProgress: (sent: number) => showProgress(editor, id, sent) } },
            });
            const src = data?.uploadImage;
            if (!src || !IMAGE_SRC.test(src)) throw new Error('unexpected upload URL');
            const where = editor.isDestroyed ? null : placeholderPosition(editor.state, id);
            removePlaceholder(editor, id);
            if (where === null) return;
            const image = { type: 'image', attrs: { src, alt } };
            if (!askAlt) return void editor.chain().focus().insertContentAt(where, image).run();
            // The alternative text's field takes the focus (the editor's own focus would come after it).
            editor.commands.insertContentAt(where, image);
            const inserted = imagePosition(editor, src);
            if (inserted !== null) editor.commands.setNodeSelection(inserted);
            setPanel('alt');
          } catch (failure) {
            removePlaceholder(editor, id);
            setError(errorText(failure, UPLOAD_ERROR));
          } finally {
            setUploads((count) => count - 1);
          }
        }),
      );
    };
  }, [editor, uploadImage]);

  if (!editor) return null;

  const closePanel = () => {
    setPanel(null);
    editor.commands.focus();
  };

  return (
    <div className="rich-editor light-surface">
      {/* Toolbar, address panel and messages stay in view while the post scrolls. */}
      <div className="rich-editor__top">
        <Toolbar
          editor={editor}
          panel={panel}
          panelId={panelId}
          contentId={contentId}
          busy={uploads > 0}
          onPanel={(next) => {
            setError(null);
            setPanel(next);
          }}
        />
        {panel && (
          <InsertPanel
            key={panel}
            id={panelId}
            kind={panel}
            editor={editor}
            onClose={closePanel}
            onUpload={(file, alt, keepOriginal) => {
              setPanel(null);
              editor.commands.focus();
              void uploadRef.current([file], { alt, keepOriginal });
            }}
          />
        )}
        <div className="rich-editor__messages">
          {uploads > 0 && (
            <p className="rich-editor__status" role="status">
              <InlineSpinner /> {UPLOADING}
            </p>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
      </div>
      <EditorContent editor={editor} className="rich-editor__area" />
    </div>
  );
}

export default RichTextEditor;
