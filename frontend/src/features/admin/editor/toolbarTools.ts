import type { ChainedCommands } from '@tiptap/react';
import type { IconType } from 'react-icons';
import {
  MdCode,
  MdFormatAlignCenter,
  MdFormatAlignJustify,
  MdFormatAlignLeft,
  MdFormatAlignRight,
  MdFormatBold,
  MdFormatItalic,
  MdFormatListBulleted,
  MdFormatListNumbered,
  MdFormatQuote,
  MdFormatUnderlined,
  MdStrikethroughS,
  MdSubscript,
  MdSuperscript,
} from 'react-icons/md';
import type { Alignment } from './commands';

/** The toolbar's buttons that are data: the alignments, and the marks and blocks switched on and off. */
export const ALIGNMENTS: { value: Alignment; label: string; Icon: IconType }[] = [
  { value: 'left', label: 'Sola hizala', Icon: MdFormatAlignLeft },
  { value: 'center', label: 'Ortala', Icon: MdFormatAlignCenter },
  { value: 'right', label: 'Sağa hizala', Icon: MdFormatAlignRight },
  { value: 'justify', label: 'İki yana yasla', Icon: MdFormatAlignJustify },
];

export type Toggle = {
  /** The mark or node: the button is pressed while the selection has it. */
  isActive: string;
  label: string;
  shortcut: string;
  Icon: IconType;
  command: (chain: ChainedCommands) => ChainedCommands;
};

/** The ten buttons that switch a mark or a block on and off, by the group they sit in. */
export const TOGGLES = {
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

export const TOGGLE_NAMES = Object.values(TOGGLES).flatMap((rows) => rows.map((row) => row.isActive));
