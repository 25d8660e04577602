import { useEditorState, type Editor } from '@tiptap/react';
import { ALIGNMENTS, TOGGLE_NAMES } from './toolbarTools';

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

/** What the toolbar shows of the selection: its block type, font, colours, pressed marks, alignment, undo and redo. */
export function useToolbarState(editor: Editor) {
  return useEditorState({
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
}
