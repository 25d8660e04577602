import { render, toPlainText } from '@react-email/render';
import { createElement } from 'react';
import { absoluteIn } from '../../../core/stored-content';
import { ConfirmationMail } from './confirmation';
import { PostMail } from './post';

/**
 * The mails subscribers get, as React components (react-email) rendered to HTML and to plain
 * text: both parts say the same, the links as they are (no tracking, no redirect), no tracking
 * pixel (the only image is a post's cover). Turkish subjects as the contract says.
 */
export type RenderedMail = { subject: string; html: string; text: string };

/** What a module declares it announces (core/module.ts `AnnouncedItem`), as a mail shows it. */
export type MailItem = { title: string; summary: string; html: string; path: string; image: string };

/**
 * The plain text of a rendered mail: headings as written (html-to-text upper-cases them with
 * JavaScript's rules, which spell 'i' as 'I', not 'İ'), links as "text address", images left out.
 */
function textOf(html: string): string {
  const asWritten = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((selector) => ({
    selector,
    options: { uppercase: false },
  }));
  return toPlainText(html, { selectors: [...asWritten, { selector: 'table', format: 'block' }] }).trim() + '\n';
}

async function rendered(subject: string, element: Parameters<typeof render>[0]): Promise<RenderedMail> {
  const html = await render(element);
  return { subject, html, text: textOf(html) };
}

/** The double opt-in's mail: subject '{site name}: aboneliğinizi onaylayın', one link to confirm. */
export function renderConfirmationMail({ siteName, confirmUrl }: { siteName: string; confirmUrl: string }) {
  return rendered(`${siteName}: aboneliğinizi onaylayın`, createElement(ConfirmationMail, { siteName, confirmUrl }));
}

/**
 * A new post's mail to one subscriber: subject the post's title; its share card as the cover, the
 * summary or the whole post (`content`, the owner's setting), a link to it, and the way out.
 */
export function renderPostMail({
  siteName,
  siteUrl,
  item,
  content,
  unsubscribeUrl,
}: {
  siteName: string;
  siteUrl: string;
  item: MailItem;
  content: 'summary' | 'full';
  unsubscribeUrl: string;
}) {
  const url = new URL(item.path, siteUrl).href;
  return rendered(
    item.title,
    createElement(PostMail, {
      siteName,
      title: item.title,
      url,
      image: new URL(item.image, siteUrl).href,
      body: content === 'full' ? { html: absoluteIn(item.html, siteUrl, url) } : { summary: item.summary },
      unsubscribeUrl,
    }),
  );
}
