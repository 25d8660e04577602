import busboy from 'busboy';
import type { Request } from 'express';
import { Upload } from 'graphql-upload-minimal';
import { MAX_UPLOAD_BYTES } from '../modules/files/files.service';

type Resolvable = Upload & { resolve: (file: unknown) => void; reject: (error: unknown) => void };

/**
 * The multipart part named `field`, streamed (never buffered here) and wrapped in
 * graphql-upload-minimal's Upload, so the resolver reads it exactly as on /graphql, with the
 * same size cap and type check. Null when the request has no such part.
 */
export function readFilePart(req: Request, field: string): Promise<Upload | null> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_UPLOAD_BYTES + 1, fields: 20 } });
    } catch {
      return resolve(null); // not multipart/form-data
    }
    let found = false;
    parser.on('file', (name, stream, info) => {
      if (name !== field || found) return stream.resume();
      found = true;
      const upload = new Upload() as Resolvable;
      upload.resolve({
        filename: info.filename,
        mimetype: info.mimeType,
        encoding: info.encoding,
        createReadStream: () => stream,
      });
      resolve(upload);
    });
    parser.on('close', () => found || resolve(null));
    parser.on('error', () => found || resolve(null));
    req.pipe(parser);
  });
}
