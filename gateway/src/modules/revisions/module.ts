import type { Module } from '../../core/module';
import { RevisionsOfAnySubject1798510000000 } from './1798510000000-revisions-of-any-subject';
import { Revision } from './revision.entity';
import { RevisionsService } from './revisions.service';

declare module '../../core/context' {
  interface Services {
    revisions: RevisionsService;
  }
}

/**
 * Versions of the texts of any entity a module declares in its manifest (`revisions`, core/module.ts
 * `Versioned`): autosave, a published item's pending edit, the versions kept, and the conflict check
 * of a save begun from a replaced version. The declaring module reaches them through
 * `services.revisions.of(declaration)` and shows them at its doors in its own types.
 */
export const revisionsModule: Module = {
  name: 'revisions',
  entities: [Revision],
  migrations: [RevisionsOfAnySubject1798510000000],
  services: ({ dataSource }) => ({ revisions: new RevisionsService(dataSource) }),
};
