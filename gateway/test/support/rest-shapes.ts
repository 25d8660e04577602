import type { RestResponse } from './rest';

/**
 * What the suites of the REST facade's rows (rest-routes-*.test.ts) share: the shapes
 * (docs/api.md#shapes-of-data) of `data` and the check of a success answer
 * (docs/api.md#rest-envelope-and-status-codes, docs/api.md#shapes-of-data).
 */

/** A success in the envelope of docs/api.md#rest-envelope-and-status-codes with the given status; returns `data`. */
export function ok<T>(response: RestResponse<T>, status = 200): T {
  expect({ status: response.status, success: response.body.success, message: response.body.message }).toEqual({
    status,
    success: true,
    message: undefined,
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(Object.keys(response.body).sort()).toEqual(['data', 'success']);
  return response.body.data as T;
}

export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function expectIso(value: unknown) {
  expect(typeof value).toBe('string');
  expect(value).toMatch(ISO);
  expect(Number.isNaN(Date.parse(value as string))).toBe(false);
}

export type BlogSummary = {
  _id: string;
  title: string;
  slug: string;
  shortDescription: string;
  tags: string[];
  publishDate: string;
  status: string;
  viewCount: number;
};
export type BlogPost = BlogSummary & { content: string; createdAt: string; updatedAt?: string };
export type About = {
  name: string;
  title: string;
  description: string;
  cvFile: string;
  experiences: Array<{ title: string; company: string; period: string; description: string }>;
  technologies: string[];
  /** Issue 50: the language of the texts, 'tr' or 'en' (`?lang=`). */
  locale?: string;
};
export type Settings = {
  socialMedia: Array<{ platform: string; url: string; isActive: boolean }>;
  contactInfo: { email: string; location: string };
};
export type Message = { _id: string; name: string; email: string; message: string; createdAt: string };
export type User = { _id: string; email: string; username: string | null; role: string };

// The fields of docs/api.md#field-names and, beside them, `slug` and `status` (docs/publishing.md)
// and `readingMinutes` (issue 'Reader tools').
export const SUMMARY_KEYS = [
  '_id',
  'publishDate',
  'readingMinutes',
  'shortDescription',
  'slug',
  'status',
  'tags',
  'title',
  'viewCount',
];
