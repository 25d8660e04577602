import type { Writable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { Module } from '../../core/module';
import type { Manifest } from './archive';
import { writeBackup, type BackupOptions } from './backup';
import { BACKUP_ROUTE, backupRouter } from './backup.router';

declare module '../../core/context' {
  interface Services {
    backup: BackupService;
  }
}

export class BackupService {
  constructor(
    private readonly dataSource: DataSource,
    /** The app's modules, whose `backup` declarations say what travels. */
    private readonly modules: readonly Module[],
  ) {}

  /** The whole site as one zip (archive.ts), written to `output`; encrypted, and with the two-factor state, given a passphrase. */
  write(output: Writable, options: BackupOptions = {}): Promise<Manifest> {
    return writeBackup(this.dataSource, this.modules, output, options);
  }
}

/**
 * One-file backup and restore: `npm run backup` / `npm run restore` (cli/backup.ts) and the
 * admin's download, POST /api/backup. Its tables are every other module's, found in TypeORM's
 * metadata, less or encrypted as each module declares (`Module.backup`); it has none of its own.
 */
export const backupModule: Module = {
  name: 'backup',
  services: ({ dataSource, modules }) => ({ backup: new BackupService(dataSource, modules) }),
  router: { routes: [BACKUP_ROUTE], create: backupRouter },
};
