import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { IconType } from 'react-icons';
import {
  MdCode,
  MdFormatAlignCenter,
  MdFormatAlignJustify,
  MdFormatAlignLeft,
  MdFormatAlignRight,
  MdFormatBold,
  MdFormatClear,
  MdFormatColorFill,
  MdFormatColorText,
  MdFormatIndentDecrease,
  MdFormatIndentIncrease,
  MdFormatItalic,
  MdFormatListBulleted,
  MdFormatListNumbered,
  MdFormatQuote,
  MdFormatUnderlined,
  MdImage,
  MdLink,
  MdMoreHoriz,
  MdOndemandVideo,
  MdRedo,
  MdShortText,
  MdStrikethroughS,
  MdSubscript,
  MdSuperscript,
  MdUndo,
} from 'react-icons/md';
import * as run from './commands';
import type { Alignment, Level } from './commands';
import { FONT_SIZES } from '@portfolio/content-rules';
import { FONT_FAMILIES } from './rules';

export type Panel = 'link' | 'image' | 'alt' | 'video';

/** `#rrggbb` for a colour input, from what a mark holds (`#abc`, `#aabbcc` or `rgb(r, g, b)`). */
export function toHex(colour: unknown, fallback: string): string {
  if (typeof colour !== 'string') return fallback;
  const value = colour.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((digit) => digit + digit).join('')}`;
  const rgb = value.match(/^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/);
  if (!rgb) return fallback;
  return `#${rgb
    .slice(1, 4)
    .map((part) => Math.min(255, Number(part)).toString(16).padStart(2, '0'))
    .join('')}`;
}

const ALIGNMENTS: { value: Alignment; label: string; Icon: IconType }[] = [
  { value: 'left', label: 'Sola hizala', Icon: MdFormatAlignLeft },
  { value: 'center', label: 'Ortala', Icon: MdFormatAlignCenter },
  { value: 'right', label: 'Sağa hizala', Icon: MdFormatAlignRight },
  { value: 'justify', label: 'İki yana yasla', Icon: MdFormatAlignJustify },
];

type Toggle = {
  /** The mark or node: the button is pressed while the selection has it. */
  isActive: string;
  label: string;
  shortcut: string;
  Icon: IconType;
  command: (chain: ChainedCommands) => ChainedCommands;
};

/** The ten buttons that switch a mark or a block on and off, by the group they sit in. */
const TOGGLES = {
  text: [
    { isActive: 'bold', label: 'Kalın', shortcut: 'Ctrl+B', Icon: MdFormatBold, command: (c) => c.toggleBold() },
    { isActive: 'italic', label: 'İtalik', shortcut: 'Ctrl+I', Icon: MdFormatItalic, command: (c) => c.toggleItalic() },
    {
      isActive: 'underline',
      label: 'Altı çizili',
      shortcut: 'Ctrl+U',
      Icon: MdFormatUnderlined,
      command: (c) => c.toggleUnderline(),
    },
    {
      isActive: 'strike',
      label: 'Üstü çizili',
      shortcut: 'Ctrl+Shift+S',
      Icon: MdStrikethroughS,
      command: (c) => c.toggleStrike(),
    },
  ],
  scripts: [
    {
      isActive: 'subscript',
      label: 'Alt simge',
      shortcut: 'Ctrl+,',
      Icon: MdSubscript,
      command: (c) => c.toggleSubscript(),
    },
    {
      isActive: 'superscript',
      label: 'Üst simge',
      shortcut: 'Ctrl+.',
      Icon: MdSuperscript,
      command: (c) => c.toggleSuperscript(),
    },
  ],
  lists: [
    {
      isActive: 'orderedList',
      label: 'Numaralı liste',
      shortcut: 'Ctrl+Shift+7',
      Icon: MdFormatListNumbered,
      command: (c) => c.toggleOrderedList(),
    },
    {
      isActive: 'bulletList',
      label: 'Madde işaretli liste',
      shortcut: 'Ctrl+Shift+8',
      Icon: MdFormatListBulleted,
      command: (c) => c.toggleBulletList(),
    },
  ],
  blocks: [
    {
      isActive: 'blockquote',
      label: 'Alıntı',
      shortcut: 'Ctrl+Shift+B',
      Icon: MdFormatQuote,
      command: (c) => c.toggleBlockquote(),
    },
    {
      isActive: 'codeBlock',
      label: 'Kod bloğu',
      shortcut: 'Ctrl+Alt+C',
      Icon: MdCode,
      command: (c) => c.toggleCodeBlock(),
    },
  ],
} satisfies Record<string, Toggle[]>;

const TOGGLE_NAMES = Object.values(TOGGLES).flatMap((rows) => rows.map((row) => row.isActive));

function ToolButton({
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
const Group = ({ label, more = false, children }: { label: string; more?: boolean; children: ReactNode }) => (
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
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
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

/** The formatting toolbar of SPEC.md §3: every control has a Turkish label and title. */
export function Toolbar({
  editor,
  panel,
  panelId,
  contentId,
  onPanel,
  busy,
}: {
  editor: Editor;
  panel: Panel | null;
  panelId: string;
  contentId: string;
  onPanel: (panel: Panel | null) => void;
  busy: boolean;
}) {
  const [more, setMore] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const textStyle = current.getAttributes('textStyle');
      const level = ([1, 2, 3, 4, 5, 6] as const).find((value) => current.isActive('heading', { level: value })) ?? 0;
      return {
        level,
        fontFamily: (textStyle.fontFamily as string | undefined) ?? '',
        fontSize: (textStyle.fontSize as string | undefined) ?? '',
        color: toHex(textStyle.color, '#000000'),
        highlight: toHex(current.getAttributes('highlight').color, '#ffff00'),
        active: Object.fromEntries(TOGGLE_NAMES.map((name) => [name, current.isActive(name)])),
        link: current.isActive('link'),
        image: current.isActive('image'),
        align: ALIGNMENTS.find(({ value }) => current.isActive({ textAlign: value }))?.value ?? null,
        canUndo: current.can().undo(),
        canRedo: current.can().redo(),
      };
    },
  });

  const toggle = (name: Panel) => onPanel(panel === name ? null : name);
  const toggles = (rows: Toggle[]) =>
    rows.map(({ isActive, label, shortcut, Icon, command }) => (
      <ToolButton
        key={isActive}
        label={label}
        shortcut={shortcut}
        Icon={Icon}
        pressed={state.active[isActive]}
        onClick={() => command(editor.chain().focus()).run()}
      />
    ));
  const knownFamily = FONT_FAMILIES.some(({ value }) => value === state.fontFamily);

  return (
    <div
      className={more ? 'rich-toolbar rich-toolbar--expanded' : 'rich-toolbar'}
      role="toolbar"
      aria-label="Biçimlendirme araçları"
      aria-controls={contentId}
      onKeyDown={moveFocus}
    >
      <Group label="Geçmiş">
        <ToolButton
          label="Geri al"
          shortcut="Ctrl+Z"
          Icon={MdUndo}
          disabled={!state.canUndo}
          onClick={() => editor.chain().focus().undo().run()}
        />
        <ToolButton
          label="Yinele"
          shortcut="Ctrl+Shift+Z"
          Icon={MdRedo}
          disabled={!state.canRedo}
          onClick={() => editor.chain().focus().redo().run()}
        />
      </Group>

      <Group label="Metin türü">
        <select
          className="rich-toolbar__select"
          aria-label="Metin türü"
          title="Metin türü"
          value={state.level}
          onChange={(event) => run.setBlockType(editor, Number(event.target.value) as 0 | Level)}
        >
          <option value={0}>Paragraf</option>
          {[1, 2, 3, 4, 5, 6].map((level) => (
            <option key={level} value={level}>
              Başlık {level}
            </option>
          ))}
        </select>
      </Group>

      <Group label="Yazı tipi ve boyutu" more>
        <select
          className="rich-toolbar__select"
          aria-label="Yazı tipi"
          title="Yazı tipi"
          value={state.fontFamily}
          onChange={(event) => run.setFontFamily(editor, event.target.value)}
        >
          {FONT_FAMILIES.map(({ label, value }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
          {!knownFamily && <option value={state.fontFamily}>{state.fontFamily}</option>}
        </select>
        <select
          className="rich-toolbar__select"
          aria-label="Yazı boyutu"
          title="Yazı boyutu"
          value={state.fontSize}
          onChange={(event) => run.setFontSize(editor, event.target.value)}
        >
          {FONT_SIZES.map(({ label, value }) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </Group>

      <Group label="Yazı biçimi">{toggles(TOGGLES.text)}</Group>

      <Group label="Alt ve üst simge" more>
        {toggles(TOGGLES.scripts)}
      </Group>

      <Group label="Renkler" more>
        <label className="rich-toolbar__color" title="Yazı rengi">
          <MdFormatColorText aria-hidden="true" />
          <input
            type="color"
            aria-label="Yazı rengi"
            value={state.color}
            onChange={(event) => run.setTextColor(editor, event.target.value)}
          />
        </label>
        <label className="rich-toolbar__color" title="Arka plan rengi">
          <MdFormatColorFill aria-hidden="true" />
          <input
            type="color"
            aria-label="Arka plan rengi"
            value={state.highlight}
            onChange={(event) => run.setBackgroundColor(editor, event.target.value)}
          />
        </label>
      </Group>

      <Group label="Listeler ve girinti">
        {toggles(TOGGLES.lists)}
        <ToolButton
          label="Girintiyi azalt"
          shortcut="Ctrl+["
          Icon={MdFormatIndentDecrease}
          onClick={() => run.outdent(editor)}
        />
        <ToolButton
          label="Girintiyi artır"
          shortcut="Ctrl+]"
          Icon={MdFormatIndentIncrease}
          onClick={() => run.indent(editor)}
        />
      </Group>

      <Group label="Hizalama" more>
        {ALIGNMENTS.map(({ value, label, Icon }) => (
          <ToolButton
            key={value}
            label={label}
            Icon={Icon}
            pressed={state.align === value}
            onClick={() => run.setAlignment(editor, value)}
          />
        ))}
      </Group>

      <Group label="Bloklar">{toggles(TOGGLES.blocks)}</Group>

      <Group label="Ekle">
        <ToolButton
          label="Bağlantı"
          Icon={MdLink}
          pressed={state.link}
          expanded={panel === 'link'}
          controls={panelId}
          onClick={() => toggle('link')}
        />
        <ToolButton
          label="Görsel"
          Icon={MdImage}
          expanded={panel === 'image'}
          controls={panelId}
          disabled={busy}
          onClick={() => toggle('image')}
        />
        <ToolButton
          label="Alternatif metin"
          Icon={MdShortText}
          expanded={panel === 'alt'}
          controls={panelId}
          disabled={!state.image}
          onClick={() => toggle('alt')}
        />
        <ToolButton
          label="Video"
          Icon={MdOndemandVideo}
          expanded={panel === 'video'}
          controls={panelId}
          onClick={() => toggle('video')}
        />
      </Group>

      <Group label="Temizle" more>
        <ToolButton label="Biçimlendirmeyi temizle" Icon={MdFormatClear} onClick={() => run.clearFormatting(editor)} />
      </Group>

      <ToolButton
        label="Daha fazla"
        Icon={MdMoreHoriz}
        className="rich-toolbar__more"
        expanded={more}
        onClick={() => setMore(!more)}
      />
    </div>
  );
}
