import { Node } from '@tiptap/react';

/** Vimeo's player: a numeric video id and an optional privacy hash. */
export const VIMEO_PLAYER = /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}(?:\?h=[\da-f]{1,40})?$/i;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    vimeo: {
      /** Inserts a Vimeo player; `src` must be a https://player.vimeo.com/video/ID address. */
      setVimeoVideo: (options: { src: string }) => ReturnType;
    };
  }
}

const dimension = (value: string | null, fallback: number) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 && number < 100_000 ? number : fallback;
};

/**
 * The small custom node beside TipTap's Youtube extension (docs/product/editor.md#markup): a bare
 * `<iframe src="https://player.vimeo.com/video/ID">` with only frameborder, allow, allowfullscreen,
 * width and height.
 */
export const Vimeo = Node.create({
  name: 'vimeo',
  group: 'block',
  atom: true,
  draggable: true,
  selectable: true,

  addAttributes() {
    return {
      src: { default: null, parseHTML: (element) => element.getAttribute('src') },
      width: { default: 640, parseHTML: (element) => dimension(element.getAttribute('width'), 640) },
      height: { default: 360, parseHTML: (element) => dimension(element.getAttribute('height'), 360) },
    };
  },

  parseHTML() {
    return [
      {
        tag: 'iframe[src]',
        getAttrs: (element) => (VIMEO_PLAYER.test(element.getAttribute('src') ?? '') ? null : false),
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    return [
      'iframe',
      {
        frameborder: '0',
        allow: 'autoplay; fullscreen; picture-in-picture',
        allowfullscreen: 'true',
        src: HTMLAttributes.src,
        width: HTMLAttributes.width,
        height: HTMLAttributes.height,
      },
    ];
  },

  addCommands() {
    return {
      setVimeoVideo:
        ({ src }) =>
        ({ commands }) =>
          VIMEO_PLAYER.test(src) ? commands.insertContent({ type: this.name, attrs: { src } }) : false,
    };
  },
});
