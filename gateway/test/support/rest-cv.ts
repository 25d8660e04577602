import type { TestApp } from './app';
import { aboutInput } from './content';
import { minimalPdf as pdf } from './files';
import { postMultipart, type UploadFile } from './multipart';

/** What rest-files-cv.test.ts and rest-files-uploads.test.ts both send over the REST facade and read back. */

export type Envelope<T = unknown> = { success: boolean; data?: T; message?: string };
export type About = {
  name: string;
  title: string;
  description: string;
  cvFile: string;
  experiences: unknown[];
  technologies: string[];
};

/** A small PDF followed by a few bytes that are not valid UTF-8, so that any text re-encoding would show. */
export const minimalPdf = (text: string) => Buffer.concat([pdf(text), Buffer.from([0xff, 0xfe, 0x00, 0x80, 0x0a])]);

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function uploadCv(app: TestApp, parts: Array<[string, string | UploadFile]>, token?: string) {
  return postMultipart<Envelope<About>>(`${app.url}/api/about/cv`, parts, { token });
}

export async function getBytes(app: TestApp, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

export function parseCsp(header: string | null): Map<string, string[]> {
  expect(header).toBeTruthy();
  const directives = new Map<string, string[]>();
  for (const part of header!.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

export const ABOUT = aboutInput({ name: 'Deniz Yılmaz' });

export async function saveAbout(app: TestApp, token: string, about = ABOUT) {
  const response = await fetch(`${app.url}/api/about`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(about),
  });
  expect(response.status).toBe(200);
}
