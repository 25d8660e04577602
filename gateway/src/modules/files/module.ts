import type { Module } from '../../core/module';
import { PhotoMetadata1797600000000 } from './1797600000000-photo-metadata';
import { FilesResolver } from './files.resolver';
import { FilesService } from './files.service';
import { StoredFile } from './stored-file.entity';
import { sendStoredFile, UPLOADS_ROUTE, uploadsRouter } from './uploads';

declare module '../../core/context' {
  interface Services {
    files: FilesService;
  }
}

/** Uploaded files (the CV, posts' images), kept in the database and served at /uploads/{name}. */
export const filesModule: Module = {
  name: 'files',
  entities: [StoredFile],
  migrations: [PhotoMetadata1797600000000],
  resolvers: [FilesResolver],
  services: ({ dataSource }) => ({ files: new FilesService(dataSource) }),
  router: { routes: [UPLOADS_ROUTE], create: (services) => uploadsRouter(services.files) },
  sendFile: (services, req, res, { name, downloadName }) =>
    sendStoredFile(services.files, req, res, name, downloadName),
  backup: { files: { entity: StoredFile, name: 'name', bytes: 'bytes' } },
};
