import { useMutation } from '@apollo/client/react';
import { IMAGE_SRC, PICKER_IMAGE_TYPES } from '@portfolio/content-rules';
import { useRef, useState } from 'react';
import { FiImage, FiTrash2, FiUpload } from 'react-icons/fi';
import { InlineSpinner } from '../../../components/States';
import { EditorUploadImageDocument } from '../../../gql/admin/graphql';
import { errorText } from '../../../lib/errors';
import { UPLOAD_ERROR } from '../editor/RichTextEditor';
import { checkImageFile } from '../editor/rules';
import { COVER_REMOVE, COVER_REPLACE, COVER_UPLOAD, COVER_UPLOADING } from './projectTexts';

/**
 * The project's cover (issue 46): a photo through the editor's upload (`uploadImage`: upright, no
 * metadata, WebP/AVIF widths), shown once stored; it can be replaced or removed. `value` is the
 * address uploadImage answered ('/uploads/…'), or ''.
 */
export function CoverField({ id, value, onChange }: { id: string; value: string; onChange: (cover: string) => void }) {
  const [uploadImage] = useMutation(EditorUploadImageDocument);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  async function upload(file: File | undefined) {
    if (!file) return;
    setError(null);
    const checked = checkImageFile(file);
    if (!checked.ok) return setError(checked.error);
    setUploading(true);
    try {
      const { data } = await uploadImage({ variables: { file } });
      const src = data?.uploadImage;
      if (!src || !IMAGE_SRC.test(src)) throw new Error('unexpected upload URL');
      onChange(src);
    } catch (failure) {
      setError(errorText(failure, UPLOAD_ERROR));
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  }

  return (
    <div className="field project-cover">
      <span id={`${id}-label`} className="blog-form__label">
        Kapak görseli
      </span>
      <div className="project-cover__box">
        {value ? (
          <img className="project-cover__image" src={value} alt="Kapak görseli önizlemesi" />
        ) : (
          <span className="project-cover__empty">
            <FiImage aria-hidden="true" /> Kapak görseli yok
          </span>
        )}
      </div>
      <div className="project-cover__actions">
        {/* The file input is the label's control: keyboard and screen readers reach it as a button. */}
        <label className="button button--small project-cover__pick" aria-disabled={uploading || undefined}>
          {uploading ? (
            <>
              <InlineSpinner /> {COVER_UPLOADING}
            </>
          ) : (
            <>
              <FiUpload aria-hidden="true" /> {value ? COVER_REPLACE : COVER_UPLOAD}
            </>
          )}
          <input
            ref={picker}
            id={id}
            type="file"
            className="visually-hidden"
            accept={PICKER_IMAGE_TYPES.join(',')}
            disabled={uploading}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(event) => void upload(event.target.files?.[0])}
          />
        </label>
        {value && (
          <button type="button" className="button button--small button--danger" onClick={() => onChange('')}>
            <FiTrash2 aria-hidden="true" /> {COVER_REMOVE}
          </button>
        )}
      </div>
      <span id={`${id}-hint`} className="hint">
        Fotoğraf (JPEG, PNG; en fazla 20 MB): dik çevrilir, konum ve kamera bilgileri silinir. Proje kartında ve
        bağlantı önizlemelerinde görünür.
      </span>
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
