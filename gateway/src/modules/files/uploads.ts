import { PDF } from '@portfolio/content-rules';
import contentDisposition from 'content-disposition';
import express, { type Router } from 'express';
import type { FilesService } from './files.service';

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

export function attachment(name: string): string {
  return contentDisposition(name, { fallback: asciiFileName(name) });
}

/** GET /uploads/{name}: stored files inline with their media type; content never changes under a name. */
export function uploadsRouter(files: FilesService): Router {
  const router = express.Router();
  router.get('/uploads/:name', async (req, res) => {
    const file = /^[\w-][\w.-]*$/.test(req.params.name) ? await files.find(req.params.name) : null;
    if (!file) return res.status(404).type('text').send('Dosya bulunamadı');
    res.set({
      'Content-Type': file.mediaType,
      'Content-Length': String(file.size),
      'Content-Security-Policy': file.mediaType === PDF.mediaType ? PDF_POLICY : IMAGE_POLICY,
      'Content-Disposition': contentDisposition(file.name, { type: 'inline' }),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Cross-Origin-Resource-Policy': 'same-origin',
      ETag: `"${file.sha256}"`,
    });
    if (req.fresh) return res.status(304).end();
    res.send(file.bytes);
  });
  return router;
}
