import { Extension, type CommandProps } from '@tiptap/react';

export const MAX_INDENT = 8;

export interface IndentOptions {
  /** Node types that can be indented. */
  types: string[];
  max: number;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** Indents the selected paragraphs and headings one step (at most 8). */
      indent: () => ReturnType;
      /** Outdents the selected paragraphs and headings one step. */
      outdent: () => ReturnType;
    };
  }
}

const clamp = (value: number, max: number) => Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), max);

/**
 * docs/product/editor.md#formats indent: a level 1..8 on paragraphs and headings, written only as
 * `data-indent` (styles/prose.css indents it). Inside a list the toolbar nests the item instead.
 */
export const Indent = Extension.create<IndentOptions>({
  name: 'indent',

  addOptions() {
    return { types: ['paragraph', 'heading'], max: MAX_INDENT };
  },

  addGlobalAttributes() {
    return [
      {
        types: this.options.types,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element) =>
              clamp(Number.parseInt(element.getAttribute('data-indent') ?? '', 10), this.options.max),
            renderHTML: (attributes) =>
              attributes.indent > 0 ? { 'data-indent': String(clamp(attributes.indent, this.options.max)) } : {},
          },
        },
      },
    ];
  },

  addCommands() {
    const shift =
      (step: number) =>
      () =>
      ({ tr, state }: CommandProps) => {
        const { from, to } = state.selection;
        let changed = false;
        state.doc.nodesBetween(from, to, (node, pos) => {
          if (!this.options.types.includes(node.type.name)) return true;
          const current = clamp(Number(node.attrs.indent), this.options.max);
          const next = clamp(current + step, this.options.max);
          if (next !== current) {
            tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: next });
            changed = true;
          }
          return false;
        });
        return changed;
      };
    return { indent: shift(1), outdent: shift(-1) };
  },

  addKeyboardShortcuts() {
    const inList = () => this.editor.isActive('listItem');
    return {
      'Mod-]': () => (inList() ? this.editor.commands.sinkListItem('listItem') : this.editor.commands.indent()),
      'Mod-[': () => (inList() ? this.editor.commands.liftListItem('listItem') : this.editor.commands.outdent()),
    };
  },
});
