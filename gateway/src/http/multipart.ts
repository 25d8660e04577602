import { MAX_IMAGE_UPLOAD_BYTES, MAX_UPLOAD_BYTES } from '@portfolio/content-rules';
import type { ReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request, RequestHandler } from 'express';
import { Upload, type FileUpload } from 'graphql-upload-minimal';
import { AppError, BODY_TOO_LARGE, badInput } from '../core/errors';
import { JSON_LIMIT_BYTES } from './body-limits';

/**
 * Multipart requests on both doors: `/graphql` uploads (the GraphQL multipart request spec) and
 * REST's `POST /api/about/cv`. Files are streamed to the resolver as graphql-upload-minimal's
 * `Upload`, so it reads them the same way on both doors. Two rules hold for every request:
 * - a map path may only name an own variable (`variables.<name>` or `variables.<name>.<index>`)
 *   that holds null, so no key of a request can reach an object's prototype;
 * - a broken body (cut short, garbled) is a 400 for whoever reads the file, and is swallowed when
 *   nobody does: never an unhandled stream 'error', which would end the process.
 */

/** graphql-upload-minimal's Upload, with the settle functions its typings leave out. */
type Pending = Upload & { resolve: (file: FileUpload) => void; reject: (error: unknown) => void };
const pending = () => new Upload() as Pending;

export const BROKEN_UPLOAD = 'Dosya alınamadı: istek yarıda kesilmiş ya da bozuk.';
export const MISSING_UPLOAD = 'Dosya alınamadı: istekteki dosya eksik ya da bozuk.';

/** A file part as the resolver reads it; a stream error is kept and reported as BROKEN_UPLOAD. */
function fileUpload(stream: Readable, fieldName: string, info: busboy.FileInfo): FileUpload {
  let broken = false;
  let taken = false;
  stream.on('error', () => (broken = true));
  return {
    filename: info.filename ?? '',
    mimetype: info.mimeType,
    encoding: info.encoding,
    fieldName,
    createReadStream: () => {
      if (broken) throw badInput(BROKEN_UPLOAD);
      if (taken) throw badInput('Aynı dosya bir istekte yalnızca bir kez kullanılabilir.');
      taken = true;
      return stream as ReadStream; // typed as fs's stream; resolvers only iterate it
    },
  };
}

/** Reads and drops a part nobody wants, without letting its errors escape. */
function ignore(stream: Readable): void {
  stream.on('error', () => undefined);
  stream.resume();
}

function parser(req: Request, limits: busboy.Limits): busboy.Busboy {
  let form: busboy.Busboy;
  try {
    form = busboy({ headers: req.headers, defParamCharset: 'utf8', limits });
  } catch {
    throw badInput('Çok parçalı istek okunamadı: Content-Type multipart/form-data ve boundary içermelidir.');
  }
  // A client that leaves mid-body fails the form like a body cut short: no reader waits forever.
  req.once('close', () => req.complete || form.destroy(new Error('Request aborted')));
  return form;
}

const PATH = /^variables\.([A-Za-z][A-Za-z0-9_]*)(?:\.(0|[1-9][0-9]{0,3}))?$/;
const badPath = (path: unknown) =>
  badInput(
    `Geçersiz dosya yolu: ${JSON.stringify(path)}. Yol "variables.<ad>" ya da "variables.<ad>.<sıra>" olmalı ` +
      've işlemde null değerli bir değişkeni göstermelidir.',
  );

/** Puts `upload` where `path` says, only into an own variable (or own array slot) that holds null. */
function place(variables: Record<string, unknown>, path: unknown, upload: Upload): void {
  const match = typeof path === 'string' ? PATH.exec(path) : null;
  if (!match || !Object.hasOwn(variables, match[1]!)) throw badPath(path);
  const name = match[1]!;
  if (match[2] === undefined) {
    if (variables[name] !== null) throw badPath(path);
    variables[name] = upload;
    return;
  }
  const list = variables[name];
  const index = Number(match[2]);
  if (!Array.isArray(list) || index >= list.length || list[index] !== null) throw badPath(path);
  list[index] = upload;
}

function parseJson(field: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw badInput(`Çok parçalı istekte "${field}" alanı geçerli bir JSON değil.`);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `/graphql` multipart: the fields `operations` and `map`, then the files. Resolves with the
 * operation (its file variables holding `Upload`s) as soon as the map is read; the files stream
 * to the resolver afterwards.
 */
function processGraphQLMultipart(req: Request, maxFiles: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const form = parser(req, {
      fieldSize: JSON_LIMIT_BYTES,
      fields: 2,
      files: maxFiles,
      fileSize: MAX_IMAGE_UPLOAD_BYTES + 1, // the largest upload (an image); each resolver checks its own
    });
    let operations: Record<string, unknown> | undefined;
    let uploads: Map<string, Pending> | undefined;
    let failure: AppError | undefined;

    const fail = (error: AppError) => {
      if (failure) return;
      failure = error;
      reject(error);
      for (const upload of uploads?.values() ?? []) if (!upload.file) upload.reject(error);
      req.unpipe(form);
    };
    const read = (name: string, value: string) => {
      if (name === 'operations' && !operations) {
        const parsed = parseJson('operations', value);
        if (Array.isArray(parsed)) throw badInput('Toplu (batch) istekler desteklenmiyor: her işlemi ayrı gönderin.');
        if (!isRecord(parsed)) throw badInput('Çok parçalı istekte "operations" alanı bir JSON nesnesi olmalıdır.');
        if (parsed.variables !== undefined && !isRecord(parsed.variables))
          throw badInput('Çok parçalı istekte "operations.variables" bir JSON nesnesi olmalıdır.');
        operations = parsed;
        return;
      }
      if (name === 'map' && operations && !uploads) {
        const map = parseJson('map', value);
        if (!isRecord(map)) throw badInput('Çok parçalı istekte "map" alanı bir JSON nesnesi olmalıdır.');
        const entries = Object.entries(map);
        if (entries.length > maxFiles) throw badInput(`Bir istekte en fazla ${maxFiles} dosya yüklenebilir.`);
        const variables = isRecord(operations.variables) ? operations.variables : {};
        uploads = new Map();
        for (const [part, paths] of entries) {
          if (!Array.isArray(paths) || paths.length !== 1) throw badPath(paths);
          const upload = pending();
          place(variables, paths[0], upload);
          uploads.set(part, upload);
        }
        return resolve(operations);
      }
      throw badInput('Çok parçalı istekte önce "operations", sonra "map", en son dosyalar gönderilmelidir.');
    };

    form.on('field', (name, value, info) => {
      if (failure) return;
      if (info.valueTruncated) return fail(new AppError('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE));
      try {
        read(name, value);
      } catch (error) {
        fail(error as AppError);
      }
    });
    form.on('file', (name, stream, info) => {
      const upload = uploads?.get(name);
      if (failure || !upload || upload.file) return ignore(stream);
      upload.resolve(fileUpload(stream, name, info));
    });
    form.on('filesLimit', () => fail(badInput(`Bir istekte en fazla ${maxFiles} dosya yüklenebilir.`)));
    form.on('fieldsLimit', () =>
      fail(badInput('Çok parçalı istekte yalnızca "operations" ve "map" alanları olabilir.')),
    );
    form.on('error', () => fail(badInput(BROKEN_UPLOAD)));
    form.on('close', () => {
      if (!operations || !uploads)
        return fail(badInput('Çok parçalı istekte "operations" ve "map" alanları zorunludur.'));
      for (const upload of uploads.values()) if (!upload.file) upload.reject(badInput(MISSING_UPLOAD));
    });
    req.pipe(form);
  });
}

/**
 * REST: the multipart part named `field`, streamed and wrapped in an `Upload` (the resolver then
 * checks size and type as on /graphql). Null when the request is not multipart or has no such
 * part; an Upload that fails with BROKEN_UPLOAD when the body breaks before the part arrives.
 */
export function readFilePart(req: Request, field: string): Promise<Upload | null> {
  return new Promise((resolve) => {
    let form: busboy.Busboy;
    try {
      form = parser(req, { files: 1, fileSize: MAX_UPLOAD_BYTES + 1, fields: 20 });
    } catch {
      return resolve(null);
    }
    let found = false;
    form.on('file', (name, stream, info) => {
      if (name !== field || found) return ignore(stream);
      found = true;
      const upload = pending();
      upload.resolve(fileUpload(stream, name, info));
      resolve(upload);
    });
    form.on('close', () => found || resolve(null));
    form.on('error', () => {
      if (found) return;
      found = true;
      const upload = pending();
      upload.reject(badInput(BROKEN_UPLOAD));
      resolve(upload);
    });
    req.pipe(form);
  });
}

/** `/graphql` middleware: a multipart request's body becomes its operation, with `Upload`s for the files. */
export const graphqlMultipart =
  (maxFiles = 1): RequestHandler =>
  (req, _res, next) => {
    if (!req.is('multipart/form-data')) return next();
    processGraphQLMultipart(req, maxFiles).then((operation) => {
      req.body = operation;
      next();
    }, next);
  };
