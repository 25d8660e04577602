import type { FileUpload } from 'graphql-upload-minimal';
import { checkList, normalizeList, PDF, TECHNOLOGIES_RULE } from '@portfolio/content-rules';
import type { DataSource } from 'typeorm';
import { forUpdate, retryingTransaction } from '../../core/db/transaction';
import { badInput, notFound } from '../../core/errors';
import { Locale } from '../../core/locale';
import type { FilesService } from '../files/files.service';
import type { StoredFile } from '../files/stored-file.entity';
import { About } from './about.entity';
import type { AboutInput, ExperienceInput } from './about.inputs';
import type { AboutTranslationType, AboutType, ExperienceTranslationType } from './about.types';
import { Experience } from './experience.entity';

/** The files module's entity, by its name: modules reach each other's code by types alone (ARCHITECTURE.md). */
const STORED_FILE = 'StoredFile';

/** The About page's English version, or null without one. */
const englishOf = (about: About): AboutTranslationType | null =>
  about.enName === null || about.enTitle === null || about.enDescription === null
    ? null
    : { name: about.enName, title: about.enTitle, description: about.enDescription };

/** An experience's English texts, or null without them. */
const experienceEnglishOf = (experience: Experience): ExperienceTranslationType | null =>
  experience.enTitle === null || experience.enPeriod === null || experience.enDescription === null
    ? null
    : { title: experience.enTitle, period: experience.enPeriod, description: experience.enDescription };

/** An experience's Turkish texts as one key: what an input's experience without `english` is matched by. */
const turkishKey = ({ title, company, period, description }: Omit<ExperienceInput, 'english'>) =>
  JSON.stringify([title, company, period, description]);

/**
 * The page as read in `locale`: in English, its English texts and only the experiences that have
 * theirs (never a Turkish text on the English page; docs/product/languages.md), null without an
 * English version.
 */
function toView(about: About, locale: Locale): AboutType | null {
  const english = englishOf(about);
  if (locale === Locale.EN && !english) return null;
  const experiences = [...about.experiences]
    .sort((a, b) => a.position - b.position)
    .map((experience) => ({ experience, english: experienceEnglishOf(experience) }))
    .filter(({ english }) => locale === Locale.TR || english)
    .map(({ experience: { company, ...turkish }, english }) => ({
      ...(locale === Locale.EN
        ? english!
        : { title: turkish.title, period: turkish.period, description: turkish.description }),
      company,
      english,
    }));
  const texts =
    locale === Locale.EN ? english! : { name: about.name, title: about.title, description: about.description };
  return {
    ...texts,
    locale,
    english,
    cvFile: about.cvFile ?? '',
    cv: about.cv
      ? {
          name: about.cv.name,
          // 'CV.pdf' while the page has no name yet (a CV uploaded before the first save).
          downloadName: [texts.name.trim().replace(/[\s/\\:*?"<>|]+/g, '-'), 'CV.pdf'].filter(Boolean).join('-'),
          size: about.cv.size,
          uploadedAt: about.cv.createdAt,
        }
      : null,
    technologies: about.technologies,
    experiences,
  };
}

export class AboutService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly files: FilesService,
  ) {}

  /** The About page, or null before the owner first saves it (or uploads a CV); in English, null without an English version. */
  async get(locale = Locale.TR): Promise<AboutType | null> {
    const about = await this.dataSource
      .getRepository(About)
      .findOne({ where: { id: About.ID }, relations: { experiences: true, cv: true } });
    return about && toView(about, locale);
  }

  private async mustGet(): Promise<AboutType> {
    const about = await this.get();
    if (!about) throw notFound('Hakkımda bilgisi bulunamadı');
    return about;
  }

  /**
   * Replaces the page (experiences in the given order); the CV stays. Its English version: absent
   * kept, null removed; an experience's English texts: absent, those of a stored experience with the
   * same Turkish texts (a client sending back what it read keeps them), null none.
   */
  async update(input: AboutInput): Promise<AboutType> {
    const technologies = normalizeList(input.technologies);
    const refused = checkList(TECHNOLOGIES_RULE, technologies);
    if (refused) throw badInput(refused);
    const fields = {
      ...{ name: input.name, title: input.title, description: input.description, technologies },
      ...(input.english !== undefined && {
        enName: input.english?.name ?? null,
        enTitle: input.english?.title ?? null,
        enDescription: input.english?.description ?? null,
      }),
    };
    // Never `cvFile`: it is the CV upload's to change, and a value read here could be stale by the
    // time it was written back (naming a CV an upload had just replaced and deleted). Two first
    // saves at once: the second's insert loses the key and starts again as an update.
    await retryingTransaction(this.dataSource, async (manager) => {
      if (await manager.existsBy(About, { id: About.ID })) await manager.update(About, { id: About.ID }, fields);
      else await manager.insert(About, { id: About.ID, ...fields, cvFile: null });
      const stored = new Map(
        (await manager.findBy(Experience, { aboutId: About.ID })).map((experience) => [
          turkishKey(experience),
          experienceEnglishOf(experience),
        ]),
      );
      await manager.delete(Experience, { aboutId: About.ID });
      await manager.save(
        input.experiences.map(({ english: asked, ...experience }, position) => {
          const english = asked === undefined ? (stored.get(turkishKey(experience)) ?? null) : asked;
          return manager.create(Experience, {
            ...experience,
            enTitle: english?.title ?? null,
            enPeriod: english?.period ?? null,
            enDescription: english?.description ?? null,
            aboutId: About.ID,
            position,
          });
        }),
      );
    });
    return this.mustGet();
  }

  /**
   * Stores a new CV; the previous one is removed only once the new one is saved. The row is read
   * locked: a concurrent upload or delete reads it after this one's change, not the CV this one
   * deletes (which would leave the CV it stored behind, named by nothing).
   *
   * A new owner may upload the CV before ever saving the page (docs/product/admin.md#cv gives 'CV
   * Yönetimi' its picker always): the row is then made here, its texts empty until the first save
   * fills them. A first save or another upload at the same moment makes it too: whichever inserts
   * second loses the key (or, on MySQL, the deadlock of two locked reads of the missing row) and
   * starts again, finding the row, so the texts and the CV are both kept.
   */
  async uploadCv(upload: FileUpload | Promise<FileUpload> | null): Promise<AboutType> {
    const bytes = await this.files.readPdf(upload);
    await retryingTransaction(this.dataSource, async (manager) => {
      const about = await manager.findOne(About, { where: { id: About.ID }, lock: forUpdate(manager) });
      const file = await this.files.save(bytes, PDF, 'cv', manager);
      if (!about) {
        await manager.insert(About, {
          id: About.ID,
          name: '',
          title: '',
          description: '',
          technologies: [],
          cvFile: file.name,
        });
        return;
      }
      await manager.update(About, { id: About.ID }, { cvFile: file.name });
      if (about.cvFile) await manager.delete<StoredFile>(STORED_FILE, { name: about.cvFile });
    });
    return this.mustGet();
  }

  async deleteCv(): Promise<AboutType> {
    await this.dataSource.transaction(async (manager) => {
      const about = await manager.findOne(About, { where: { id: About.ID }, lock: forUpdate(manager) });
      if (!about?.cvFile) throw notFound('CV dosyası bulunamadı');
      await manager.update(About, { id: About.ID }, { cvFile: null });
      await manager.delete<StoredFile>(STORED_FILE, { name: about.cvFile });
    });
    return this.mustGet();
  }
}
