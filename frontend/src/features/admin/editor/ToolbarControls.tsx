import type { KeyboardEvent, ReactNode } from 'react';
import type { IconType } from 'react-icons';

/** One tool: an icon button named (and titled, with its shortcut) in Turkish; a click keeps the editor's selection. */
export function ToolButton({
  label,
  shortcut,
  Icon,
  pressed,
  expanded,
  controls,
  disabled,
  className = '',
  onClick,
}: {
  label: string;
  shortcut?: string;
  Icon: IconType;
  pressed?: boolean;
  expanded?: boolean;
  controls?: string;
  disabled?: boolean;
  className?: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`rich-toolbar__button ${className}`.trim()}
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      aria-controls={controls}
      disabled={disabled}
      // Keep the editor's selection while clicking with the mouse.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </button>
  );
}

/** A group of tools; `more` ones hide behind 'Daha fazla' on a phone (editor.css). */
export const Group = ({ label, more = false, children }: { label: string; more?: boolean; children: ReactNode }) => (
  <div
    className={more ? 'rich-toolbar__group rich-toolbar__group--more' : 'rich-toolbar__group'}
    role="group"
    aria-label={label}
  >
    {children}
  </div>
);

/** Shown, so reachable: neither the control nor its group is hidden by the phone layout. */
const shown = (control: HTMLElement) =>
  [control, control.closest('[role=group]')].every(
    (element) => !element || getComputedStyle(element).display !== 'none',
  );

/** Arrow keys, Home and End move between the toolbar's buttons (selects and inputs keep their keys). */
export function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (!(event.target instanceof HTMLButtonElement)) return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button, select, input')]
    .filter((control) => !(control as HTMLButtonElement).disabled && shown(control))
    // In document order (jsdom returns a selector list grouped by selector).
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  const index = controls.indexOf(event.target);
  const next = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    Home: 0,
    End: controls.length - 1,
  }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  controls[(next + controls.length) % controls.length]?.focus();
}
