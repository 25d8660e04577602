import { LinkifyIt } from 'linkify-it';
import { Fragment, type ReactNode } from 'react';

/** What a link written by a reader says to browsers and search engines: theirs, not the site's. */
export const UGC_REL = 'nofollow ugc noopener';

/**
 * The links of a comment: http(s) addresses written out in full only (no 'example.com' guessed into
 * a link, no e-mail, mailto:, ftp: or protocol-relative `//`). linkify-it (a maintained recogniser,
 * markdown-it's) decides where an address ends: trailing punctuation, brackets, unicode hosts.
 */
const linkify = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false })
  .add('ftp:', null)
  .add('mailto:', null)
  .add('//', null);

/** One line of text: its http(s) addresses as links (rel "nofollow ugc noopener"), the rest as text. */
function linkified(line: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of linkify.match(line) ?? []) {
    if (!/^https?:\/\//i.test(match.url)) continue;
    if (match.index > from) parts.push(line.slice(from, match.index));
    parts.push(
      <a key={match.index} href={match.url} rel={UGC_REL}>
        {match.text}
      </a>,
    );
    from = match.lastIndex;
  }
  if (from < line.length) parts.push(line.slice(from));
  return parts;
}

/**
 * A comment's text as it was typed (plain text: never read as HTML): paragraphs split on blank lines,
 * a single line break kept as one, addresses made links. React writes every part as text.
 */
export function CommentText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <div className={className ? `comment-text ${className}` : 'comment-text'}>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {paragraph.split('\n').map((line, number) => (
            <Fragment key={number}>
              {number > 0 && <br />}
              {linkified(line)}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
