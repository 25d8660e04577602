import { blogInput, messageInput } from './content';
import type { RestResponse as ApiResponse } from './rest';

/** How a REST failure must look: the envelope, JSON, a Turkish message (rest-errors, rest-bad-bodies). */

export const BLOG = blogInput();
export const CONTACT = messageInput();

/** A Turkish sentence, not a library's English text (a field's name such as `title` may appear in it). */
export function expectTurkish(message: unknown) {
  expect(typeof message).toBe('string');
  expect(message).toMatch(/[çğıöşüÇĞİÖŞÜ]|\b(zorunlu|eksik|geçersiz|fazla|karakter|olabilir|bir|yok)\b/i);
  expect(message).not.toMatch(
    /\b(the|is|not|must|missing|invalid|required|expected|error|got|provided|found|does|cannot|value|type|variable|field|unexpected|token|request|entity|too|large)\b/i,
  );
}

/** A failure in the envelope: status, JSON, `{success: false, message}` and nothing else. */
export function expectFailure(response: ApiResponse, status: number, message?: string) {
  expect({ status: response.status, body: response.body }).toEqual({
    status,
    body: { success: false, message: message ?? expect.any(String) },
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.text).not.toMatch(/<html|<!doctype|<pre>/i);
  expect(response.text).not.toMatch(/\bat .+\.(ts|js):\d+/);
  expectTurkish(response.body.message);
}
