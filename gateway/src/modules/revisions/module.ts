import type { Module, Write } from '../../core/module';
import type { EntityManager } from 'typeorm';
import { RevisionsOfAnySubject1798510000000 } from './1798510000000-revisions-of-any-subject';
import { RevisionBodies1799802000000 } from './1799802000000-revision-bodies';
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
 * `services.revisions.of(declaration)` and shows them at its doors in its own types. An item removed
 * takes its versions with it, in the transaction that removes it, whoever removes it.
 */
async function removed(manager: EntityManager, write: Write): Promise<void> {
  const declared = write.owner.revisions?.find(({ entity }) => entity === write.entity);
  if (!declared || write.kind !== 'remove' || write.id === undefined) return;
  await new RevisionsService(manager.connection).of(declared).forget(manager, String(write.id));
}

export const revisionsModule: Module = {
  name: 'revisions',
  entities: [Revision],
  migrations: [RevisionsOfAnySubject1798510000000, RevisionBodies1799802000000],
  services: ({ dataSource }) => ({ revisions: new RevisionsService(dataSource) }),
  written: [['*', removed]],
};
