import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import {
  MdFormatClear,
  MdFormatColorFill,
  MdFormatColorText,
  MdFormatIndentDecrease,
  MdFormatIndentIncrease,
  MdImage,
  MdLink,
  MdMoreHoriz,
  MdOndemandVideo,
  MdRedo,
  MdShortText,
  MdUndo,
} from 'react-icons/md';
import * as run from './commands';
import type { Level } from './commands';
import { FONT_SIZES } from '@portfolio/content-rules';
import { FONT_FAMILIES } from './rules';
import { Group, moveFocus, ToolButton } from './ToolbarControls';
import { ALIGNMENTS, TOGGLES, type Toggle } from './toolbarTools';
import { useToolbarState } from './useToolbarState';

export type Panel = 'link' | 'image' | 'alt' | 'video';

/** The formatting toolbar of docs/product/editor.md#formats: every control has a Turkish label and title. */
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
  const state = useToolbarState(editor);

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
