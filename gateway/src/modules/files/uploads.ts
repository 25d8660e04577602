import { PDF } from '@portfolio/content-rules';
import contentDisposition from 'content-disposition';
import express, { type Request, type Response, type Router } from 'express';
import type { PlainRoute } from '../../core/module';
import type { FilesService } from './files.service';
import { isOriginal } from './photos';

/**
 * Uploaded files must never run as part of the site: images get a sandboxing CSP. PDFs cannot
 * have `sandbox` (Chromium refuses to start its PDF viewer in a sandboxed document), so they get
 * a policy that loads nothing and may only be framed by the site itself.
 */
const IMAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const PDF_POLICY = "default-src 'none'; frame-ancestors 'self'";

/** An ASCII stand-in for old clients: "Deniz-Yılmaz-CV.pdf" → "Deniz-Yilmaz-CV.pdf". */
export const asciiFileName = (name: string) =>
  name
    .replace(/ı/g, 'i')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '');

const attachment = (name: string) => contentDisposition(name, { fallback: asciiFileName(name) });

/**
 * Answers with a stored file, for `/uploads` and the REST facade's downloads alike: its media
 * type, length, policy and content ETag (a conditional GET gets 304). Inline and cacheable for
 * ever under its own name, or — given a download name — an attachment revalidated on each use.
 * False when there is no file of exactly that name or it is a photo's original, so that the caller
 * answers 404 in its own format.
 */
export async function sendStoredFile(
  files: FilesService,
  req: Request,
  res: Response,
  name: string,
  downloadName?: string,
): Promise<boolean> {
  // A photo's original keeps its GPS position and camera data: it is the owner's, never the site's,
  // whatever route names it (photos.ts isOriginal: in any letter case).
  if (isOriginal(name)) return false;
  const file = await files.find(name);
  if (!file) return false;
  res.set({
    'Content-Type': file.mediaType,
    'Content-Length': String(file.size),
    'Content-Security-Policy': file.mediaType === PDF.mediaType ? PDF_POLICY : IMAGE_POLICY,
    'Content-Disposition':
      downloadName === undefined ? contentDisposition(file.name, { type: 'inline' }) : attachment(downloadName),
    'Cache-Control': downloadName === undefined ? 'public, max-age=31536000, immutable' : 'no-cache',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ETag: `"${file.sha256}"`,
  });
  if (req.fresh) res.status(304).end();
  else res.send(file.bytes);
  return true;
}

export const UPLOADS_ROUTE: PlainRoute = {
  method: 'get',
  path: '/uploads/:name',
  summary: 'A stored file (a photo, the CV), inline with its media type',
  access: 'public',
  params: { name: 'String!' },
  answers: ['image/', 'application/pdf'],
};

/** GET /uploads/{name}: stored files inline with their media type; content never changes under a name. */
export function uploadsRouter(files: FilesService): Router {
  const router = express.Router();
  router.get('/uploads/:name', async (req, res) => {
    const { name } = req.params;
    if (/^[\w-][\w.-]*$/.test(name) && (await sendStoredFile(files, req, res, name))) return;
    res.status(404).type('text').send('Dosya bulunamadı');
  });
  return router;
}
