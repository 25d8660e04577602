import { useMutation } from '@apollo/client/react';
import type { Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef, useState } from 'react';
import { InlineSpinner } from '../../../components/States';
import { EditorUploadImageDocument } from '../../../gql/admin/graphql';
import { errorText } from '../../../lib/errors';
import '../../../styles/prose.css';
import { insertImage } from './commands';
import './editor.css';
import { createExtensions } from './extensions';
import { InsertPanel } from './InsertPanel';
import { cleanPastedHtml } from './paste';
import { IMAGE_SRC } from '@portfolio/content-rules';
import { checkImageFile } from './rules';
import { Toolbar, type Panel } from './Toolbar';

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

const imageFiles = (data: DataTransfer | null) =>
  [...(data?.files ?? [])].filter((file) => file.type.startsWith('image/'));

/**
 * The blog content editor (TipTap 3): a toolbar with every format of SPEC.md §3 over a `.prose`
 * editing area, producing exactly the markup the server's sanitiser keeps (CONTRACT.md). Images
 * chosen, pasted or dropped are uploaded through `uploadImage` and inserted by their /uploads URL.
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
  const uploadRef = useRef<(files: File[], options?: { at?: number; alt?: string }) => Promise<void>>(async () => {});

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
    handlePaste: (_view: EditorView, event: ClipboardEvent) => {
      const files = imageFiles(event.clipboardData);
      if (files.length === 0) return false;
      event.preventDefault();
      void uploadRef.current(files);
      return true;
    },
    handleDrop: (view: EditorView, event: DragEvent, _slice: Slice, moved: boolean) => {
      const files = moved ? [] : imageFiles(event.dataTransfer);
      if (files.length === 0) return false;
      event.preventDefault();
      void uploadRef.current(files, { at: view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos });
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
    uploadRef.current = async (files, { at, alt = '' } = {}) => {
      if (!editor) return;
      setError(null);
      for (const file of files) {
        const checked = checkImageFile(file);
        if (!checked.ok) {
          setError(checked.error);
          continue;
        }
        setUploads((count) => count + 1);
        try {
          const { data } = await uploadImage({ variables: { file } });
          const src = data?.uploadImage;
          if (!src || !IMAGE_SRC.test(src)) throw new Error('unexpected upload URL');
          if (editor.isDestroyed) return;
          if (at === undefined) insertImage(editor, src, alt);
          else editor.chain().focus().insertContentAt(at, { type: 'image', attrs: { src, alt } }).run();
        } catch (failure) {
          setError(errorText(failure, UPLOAD_ERROR));
        } finally {
          setUploads((count) => count - 1);
        }
      }
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
            onUpload={(file, alt) => {
              setPanel(null);
              editor.commands.focus();
              void uploadRef.current([file], { alt });
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
