/**
 * What this module asks of `services.comments` (modules/comments, the contract of issue 48): where a
 * verified Webmention lands, and which posts exist.
 */
export type ReceivedAnswer = {
  kind: string;
  subject: string;
  origin: 'webmention' | 'fediverse';
  type: 'reply' | 'like' | 'repost' | 'mention';
  sourceUrl: string;
  authorName: string;
  authorUrl: string | null;
  authorPhoto: string | null;
  text: string;
  publishedAt: Date | null;
};

export type CommentsPort = {
  receive(answer: ReceivedAnswer): Promise<'created' | 'updated' | 'unknown'>;
  forget(origin: 'webmention' | 'fediverse', sourceUrl: string): Promise<number>;
  find(kind: string, idOrSlug: string): Promise<{ id: string } | null>;
};
