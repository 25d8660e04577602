import type { Editor } from '@tiptap/react';
import { checkImageUrl, checkLink, checkVideoUrl } from './rules';

/**
 * What each toolbar control does, as plain functions of the editor, so that the toolbar and the
 * test that renders every format run the very same commands. Functions that take typed input
 * return an error message (Turkish) or null.
 */

export type Level = 1 | 2 | 3 | 4 | 5 | 6;
export type Alignment = 'left' | 'center' | 'right' | 'justify';

/** 0 = paragraph. */
export function setBlockType(editor: Editor, level: 0 | Level) {
  const chain = editor.chain().focus();
  if (level === 0) chain.setParagraph().run();
  else chain.setHeading({ level }).run();
}

export function setFontFamily(editor: Editor, family: string) {
  if (family) editor.chain().focus().setFontFamily(family).run();
  else editor.chain().focus().unsetFontFamily().run();
}

/** '' = normal (no mark). */
export function setFontSize(editor: Editor, size: string) {
  if (size) editor.chain().focus().setFontSize(size).run();
  else editor.chain().focus().unsetFontSize().run();
}

export function setTextColor(editor: Editor, color: string) {
  editor.chain().focus().setColor(color).run();
}

export function setBackgroundColor(editor: Editor, color: string) {
  editor.chain().focus().setHighlight({ color }).run();
}

/** Indent/outdent: nests or lifts a list item, otherwise shifts `data-indent`. */
export function indent(editor: Editor) {
  if (editor.isActive('listItem')) editor.chain().focus().sinkListItem('listItem').run();
  else editor.chain().focus().indent().run();
}

export function outdent(editor: Editor) {
  if (editor.isActive('listItem')) editor.chain().focus().liftListItem('listItem').run();
  else editor.chain().focus().outdent().run();
}

export function setAlignment(editor: Editor, alignment: Alignment) {
  editor.chain().focus().setTextAlign(alignment).run();
}

/**
 * Links the selection (or the word at the cursor) to what the admin typed; an empty value removes
 * the link. Only http, https, mailto and tel are accepted.
 */
export function applyLink(editor: Editor, input: string): string | null {
  if (!input.trim()) {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return null;
  }
  const checked = checkLink(input);
  if (!checked.ok) return checked.error;
  const chain = editor.chain().focus().extendMarkRange('link');
  if (editor.state.selection.empty && !editor.isActive('link')) {
    // Nothing selected: insert the address itself as the link text.
    chain
      .insertContent({ type: 'text', text: input.trim(), marks: [{ type: 'link', attrs: { href: checked.href } }] })
      .run();
  } else {
    chain.setLink({ href: checked.href }).run();
  }
  return null;
}

/** Inserts an image from a checked address (https or data:image) or an /uploads URL from the server. */
export function insertImage(editor: Editor, src: string, alt = ''): string | null {
  if (!src.startsWith('/uploads/')) {
    const checked = checkImageUrl(src);
    if (!checked.ok) return checked.error;
    src = checked.src;
  }
  editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
  return null;
}

/** A YouTube (TipTap's Youtube node) or Vimeo (our node) address; anything else is refused. */
export function insertVideo(editor: Editor, input: string): string | null {
  const checked = checkVideoUrl(input);
  if (!checked.ok) return checked.error;
  const { video } = checked;
  const chain = editor.chain().focus();
  if (video.provider === 'youtube') chain.setYoutubeVideo({ src: video.src, start: video.start || undefined }).run();
  else chain.setVimeoVideo({ src: video.src }).run();
  return null;
}

/** Clears every mark and turns the selected blocks back into plain paragraphs. */
export function clearFormatting(editor: Editor) {
  editor
    .chain()
    .focus()
    .unsetAllMarks()
    .clearNodes()
    .updateAttributes('paragraph', { indent: 0, textAlign: null })
    .run();
}
