import { useEffect, useRef, useState, type RefObject } from 'react';
import { InlineSpinner } from '../../components/States';

export const SELECT_ALL = 'Tümünü seç';

/**
 * The rows chosen in a list of the admin (the inbox, the comments): they belong to the `scope`
 * they were chosen in (a tab, a page) and count only while `shown`. 'Tümünü seç' (`selectAll`) is
 * half-checked while some are chosen.
 */
export function useSelection(scope: string, shown: string[]) {
  const [selection, setSelection] = useState({ scope, ids: new Set<string>() });
  const selectAll = useRef<HTMLInputElement>(null);
  const selected = selection.scope === scope ? selection.ids : new Set<string>();
  const chosen = shown.filter((id) => selected.has(id));
  const every = shown.length > 0 && chosen.length === shown.length;
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = chosen.length > 0 && !every;
  });
  const select = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    setSelection({ scope, ids: next });
  };
  const clear = () => setSelection({ scope, ids: new Set() });
  return { selected, chosen, every, select, clear, selectAll };
}

export type Selection = ReturnType<typeof useSelection>;

/**
 * Once the row at `index` has left `list`, the focus goes on to the same `control` of the row now
 * in its place (or the one before it, or the first of `fallbacks` there is), as in a list of mail;
 * unless the reader has already put it somewhere.
 */
export const focusInPlace = (
  list: RefObject<HTMLUListElement | null>,
  index: number,
  control: string,
  ...fallbacks: Array<RefObject<HTMLElement | null>>
) =>
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return;
    const controls = list.current?.querySelectorAll<HTMLElement>(control);
    const next = controls?.[Math.min(index, controls.length - 1)];
    (next ?? fallbacks.map((ref) => ref.current).find(Boolean))?.focus();
  });

/**
 * The bar over such a list: 'Tümünü seç', how many are chosen (a status), and the actions on the
 * chosen ones (`DELETE` drawn as dangerous), the one on its way with a spinner while it is written.
 */
export function BulkBar<Action extends string>({
  selection,
  shown,
  chosenText,
  label,
  actions,
  actionLabel,
  updating,
  onAction,
}: {
  selection: Selection;
  shown: string[];
  chosenText: (count: number) => string;
  /** The actions' group's accessible name ('Seçili mesajlar'). */
  label: string;
  actions: readonly Action[];
  actionLabel: (action: Action) => string;
  updating: { ids: string[]; action: Action } | null;
  onAction: (action: Action) => void;
}) {
  const { chosen, every, select, selectAll } = selection;
  const busy =
    updating !== null && updating.ids.length === chosen.length && updating.ids.every((id) => chosen.includes(id));
  return (
    <div className="message-bulk">
      <label className="message-bulk__all">
        <input
          ref={selectAll as RefObject<HTMLInputElement>}
          type="checkbox"
          checked={every}
          onChange={(event) => select(shown, event.target.checked)}
        />
        {SELECT_ALL}
      </label>
      <p className="message-bulk__count" role="status">
        {chosen.length > 0 && chosenText(chosen.length)}
      </p>
      {chosen.length > 0 && (
        <div className="message-bulk__actions" role="group" aria-label={label}>
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={`button button--small${action === 'DELETE' ? ' button--danger' : ''}`}
              aria-disabled={busy || undefined}
              onClick={() => onAction(action)}
            >
              {busy && updating?.action === action && <InlineSpinner />} {actionLabel(action)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
