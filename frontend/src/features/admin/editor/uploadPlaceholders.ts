import { Extension, type Editor } from '@tiptap/react';
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';

/**
 * Where an image being uploaded will go: a box in the text (a widget decoration, never part of the
 * document, so nothing unfinished is ever saved) that says how much of the file has been sent, and
 * moves with the text typed meanwhile. When the upload ends the image takes its place
 * (placeholderPosition), or the box goes (removePlaceholder).
 */
type Action = { add: { id: string; pos: number; name: string } } | { remove: string };

const key = new PluginKey<DecorationSet>('uploadPlaceholders');

/** What the placeholder says: how much has been sent, then that the server is making the image's sizes. */
export const UPLOAD_PROGRESS = (percent: number) =>
  percent < 100 ? `Yükleniyor… %${percent}` : 'Yüklendi, hazırlanıyor…';

function placeholder(id: string, name: string): HTMLElement {
  const box = document.createElement('span');
  box.className = 'upload-placeholder';
  box.dataset.upload = id;
  box.setAttribute('role', 'progressbar');
  box.setAttribute('aria-label', name);
  box.setAttribute('aria-valuemin', '0');
  box.setAttribute('aria-valuemax', '100');
  box.setAttribute('aria-valuenow', '0');
  box.setAttribute('aria-valuetext', UPLOAD_PROGRESS(0));
  const label = document.createElement('span');
  label.className = 'upload-placeholder__label';
  label.textContent = `${name} · ${UPLOAD_PROGRESS(0)}`;
  box.append(label);
  return box;
}

export const UploadPlaceholders = Extension.create({
  name: 'uploadPlaceholders',
  addProseMirrorPlugins() {
    return [
      new Plugin<DecorationSet>({
        key,
        state: {
          init: () => DecorationSet.empty,
          apply(tr, set) {
            let next = set.map(tr.mapping, tr.doc);
            const action = tr.getMeta(key) as Action | undefined;
            if (action && 'add' in action) {
              const { id, pos, name } = action.add;
              next = next.add(tr.doc, [Decoration.widget(pos, () => placeholder(id, name), { id })]);
            } else if (action) {
              next = next.remove(next.find(undefined, undefined, (spec) => spec.id === action.remove));
            }
            return next;
          },
        },
        props: { decorations: (state) => key.getState(state) },
      }),
    ];
  },
});

/** Shows a placeholder for upload `id` (of file `name`) at `pos`. */
export function addPlaceholder(editor: Editor, id: string, pos: number, name: string): void {
  editor.view.dispatch(editor.state.tr.setMeta(key, { add: { id, pos, name } } satisfies Action));
}

/** Where upload `id`'s placeholder is now, or null once it is gone. */
export function placeholderPosition(state: EditorState, id: string): number | null {
  return key.getState(state)?.find(undefined, undefined, (spec) => spec.id === id)[0]?.from ?? null;
}

export function removePlaceholder(editor: Editor, id: string): void {
  if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(key, { remove: id } satisfies Action));
}

/** Says how much of upload `id` has been sent (`fraction`, 0 to 1). */
export function showProgress(editor: Editor, id: string, fraction: number): void {
  const box = editor.view.dom.querySelector<HTMLElement>(`[data-upload="${id}"]`);
  if (!box) return;
  const percent = Math.round(fraction * 100);
  box.style.setProperty('--progress', `${percent}%`);
  box.setAttribute('aria-valuenow', String(percent));
  box.setAttribute('aria-valuetext', UPLOAD_PROGRESS(percent));
  const label = box.querySelector('.upload-placeholder__label')!;
  label.textContent = `${box.getAttribute('aria-label')} · ${UPLOAD_PROGRESS(percent)}`;
}
