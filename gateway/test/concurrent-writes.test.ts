import { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload-minimal';
import type { DataSource, EntitySubscriberInterface, InsertEvent } from 'typeorm';
import { About } from '../src/modules/about/about.entity';
import type { AboutInput } from '../src/modules/about/about.inputs';
import { Experience } from '../src/modules/about/experience.entity';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { StoredFile } from '../src/modules/files/stored-file.entity';
import { loadConfig } from '../src/core/config';
import { databaseLimiters } from '../src/core/rate-limit-store';
import { RateLimits } from '../src/core/rate-limits';
import type { Services } from '../src/core/context';
import { createServices } from '../src/modules';
import { JWT_SECRET } from './support/app';
import { captureLog, openTestDatabase, testDb } from './support/db';
import { minimalPdf } from './support/files';

/**
 * Writes of different requests at once, on the services over a real database: none takes
 * another's with it, none reads another's uncommitted rows, and the About page and its CV stay
 * consistent whichever comes first. On SQLite all of them share one connection (the gateway makes
 * them take turns); on MySQL each transaction has a connection of its own.
 *
 * The services are called directly, not over HTTP: requests meet inside a transaction only between
 * its awaits, and calls started together meet there every time, not by the luck of the network.
 */

/** Lets everything already started run as far as it can (none of it waits for I/O, only for the database). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const aboutInput = (name: string, experiences: string[] = ['Geliştirici']): AboutInput => ({
  name,
  title: 'Yazılım Geliştirici',
  description: 'Merhaba.',
  technologies: ['TypeScript'],
  experiences: experiences.map((title) => ({ title, company: 'Acme', period: '2020 - 2024', description: 'Node.js' })),
});

const pdfUpload = (text: string) =>
  ({
    filename: 'cv.pdf',
    mimetype: 'application/pdf',
    encoding: '7bit',
    fieldName: 'file',
    createReadStream: () => Readable.from([minimalPdf(text)]),
  }) as unknown as FileUpload;

describe(`Concurrent writes (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  let services: Services;

  beforeAll(async () => {
    ({ dataSource, drop } = await openTestDatabase());
    services = createServices({
      dataSource,
      jwtSecret: JWT_SECRET,
      limits: new RateLimits(databaseLimiters(dataSource, JWT_SECRET)),
      config: loadConfig({ NODE_ENV: 'test', JWT_SECRET }),
      log: captureLog().log,
      pages: { address: async () => null }, // no page is read here
    });
  });
  afterAll(() => drop());

  describe('a failing admin write', () => {
    const MARKED = 'Veritabanının reddettiği deneyim';
    let post: BlogPost;
    let opened: () => void = () => undefined;

    beforeAll(async () => {
      // The database itself refuses one marked experience: the About save fails after its first writes.
      await dataSource.query(
        testDb === 'mysql'
          ? `CREATE TRIGGER refuse_marked BEFORE INSERT ON experiences FOR EACH ROW ` +
              `IF NEW.title = '${MARKED}' THEN SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = 'test: refused'; END IF`
          : `CREATE TRIGGER refuse_marked BEFORE INSERT ON experiences WHEN NEW.title = '${MARKED}' ` +
              `BEGIN SELECT RAISE(ABORT, 'test: refused'); END`,
      );
      // Held open before the refused row (as by any slow step of a write), while the others are started.
      const pause: EntitySubscriberInterface<Experience> = {
        listenTo: () => Experience,
        beforeInsert: async ({ entity }: InsertEvent<Experience>) => {
          if (entity.title !== MARKED) return;
          opened();
          await settle();
        },
      };
      dataSource.subscribers.push(pause);
      post = await services.blog.create({
        title: 'Okunan yazı',
        shortDescription: 'Kısa',
        content: '<p>İçerik</p>',
        tags: ['etiket'],
      });
      await services.about.update(aboutInput('Eski İsim', ['Eski deneyim']));
    });

    it('takes no contact message, view or rate-limit count with it, and shows none of its rows to a read', async () => {
      const open = new Promise<void>((resolve) => (opened = resolve));
      const saving = services.about.update(aboutInput('Yeni İsim', ['Yeni deneyim', MARKED])).then(
        () => 'kaydedildi',
        (error: Error) => error.message,
      );
      await open; // the new name and experience are written, not committed

      const sent = Array.from({ length: 6 }, (_, i) =>
        services.contact.send(
          { name: `Ziyaretçi ${i}`, email: `ziyaretci${i}@ornek.com`, message: 'Merhaba, bir sorum olacaktı.' },
          `203.0.113.${i}`,
        ),
      );
      const viewed = Array.from({ length: 6 }, (_, i) => services.blog.view(post.id, `203.0.113.${i}`));
      const read = services.about.get();

      expect(await saving).toMatch(/test: refused/);
      await Promise.all([...sent, ...viewed]);
      expect(await dataSource.getRepository(ContactMessage).count()).toBe(6);
      expect((await dataSource.getRepository(BlogPost).findOneByOrFail({ id: post.id })).viewCount).toBe(6);
      // Two counters per address (ten minutes, a day), each at one message.
      const counters: Array<{ points: number | string }> = await dataSource.query('SELECT points FROM rate_limits');
      expect(counters.map(({ points }) => Number(points))).toEqual(Array(12).fill(1));
      expect(await read).toMatchObject({ name: 'Eski İsim', experiences: [{ title: 'Eski deneyim' }] });
      expect(await services.about.get()).toMatchObject({ name: 'Eski İsim', experiences: [{ title: 'Eski deneyim' }] });
    });
  });

  describe('the About page and its CV', () => {
    /** No About page, no file: a site whose owner never saved the page. */
    async function empty() {
      await dataSource.createQueryBuilder().delete().from(Experience).execute();
      await dataSource.createQueryBuilder().delete().from(About).execute();
      await dataSource.createQueryBuilder().delete().from(StoredFile).execute();
    }

    beforeEach(async () => {
      await empty();
      await services.about.update(aboutInput('Başlangıç'));
      await services.about.uploadCv(pdfUpload('ilk'));
    });

    /** What the About row names and which CVs are stored. */
    async function stored() {
      const about = await dataSource.getRepository(About).findOneByOrFail({ id: About.ID });
      const files = await dataSource.getRepository(StoredFile).find({ select: { name: true } });
      return { name: about.name, cvFile: about.cvFile, files: files.map((file) => file.name) };
    }

    /**
     * Runs `first`; right after its `step`-th statement, starts `second` and lets it run as far as
     * it can before `first` goes on. Both outcomes, or null when `first` ran fewer statements.
     */
    async function race(first: () => Promise<unknown>, second: () => Promise<unknown>, step: number) {
      let statements = 0;
      let other: Promise<unknown> | undefined;
      const subscriber: EntitySubscriberInterface = {
        afterQuery: async () => {
          if (other || ++statements < step) return;
          other = second();
          await settle();
        },
      };
      dataSource.subscribers.push(subscriber);
      try {
        const one = await Promise.allSettled([first()]);
        return other ? [...one, ...(await Promise.allSettled([other]))].map((result) => result.status) : null;
      } finally {
        dataSource.subscribers.splice(dataSource.subscribers.indexOf(subscriber), 1);
      }
    }

    /**
     * `race` after every statement of `first` in turn; `check` after each (and `reset` before each,
     * when given). Answers how many there were.
     */
    async function everyStep(
      first: (step: number) => Promise<unknown>,
      second: (step: number) => Promise<unknown>,
      check: (step: number) => Promise<void>,
      reset?: () => Promise<void>,
    ) {
      for (let step = 1; ; step++) {
        await reset?.();
        const outcomes = await race(
          () => first(step),
          () => second(step),
          step,
        );
        if (!outcomes) return step - 1;
        expect({ step, outcomes }).toEqual({ step, outcomes: ['fulfilled', 'fulfilled'] });
        await check(step);
      }
    }

    it.each(['save', 'upload'])(
      'a save racing an upload (the %s first) leaves About naming the uploaded CV, the one stored',
      async (first) => {
        const name = (step: number) => `Tur ${step}`;
        const save = (step: number) => services.about.update(aboutInput(name(step)));
        const upload = (step: number) => services.about.uploadCv(pdfUpload(name(step)));
        const steps = await everyStep(
          first === 'save' ? save : upload,
          first === 'save' ? upload : save,
          async (step) => {
            const now = await stored();
            expect(now).toEqual({ name: name(step), cvFile: expect.stringMatching(/^cv-/), files: [now.cvFile] });
          },
        );
        expect(steps).toBeGreaterThan(5);
      },
    );

    // Issue 43: a new owner may upload the CV before ever saving the page; the upload makes the row.
    it.each(['save', 'upload'])(
      'on a page never saved, a first save racing a first upload (the %s first) keeps both: the texts and the CV',
      async (first) => {
        const name = (step: number) => `Tur ${step}`;
        const save = (step: number) => services.about.update(aboutInput(name(step)));
        const upload = (step: number) => services.about.uploadCv(pdfUpload(name(step)));
        const steps = await everyStep(
          first === 'save' ? save : upload,
          first === 'save' ? upload : save,
          async (step) => {
            const now = await stored();
            expect(now).toEqual({ name: name(step), cvFile: expect.stringMatching(/^cv-/), files: [now.cvFile] });
          },
          empty,
        );
        expect(steps).toBeGreaterThan(3);
      },
    );

    it('on a page never saved, two first uploads racing leave one page naming one CV, and no other file', async () => {
      const upload = (step: number) => services.about.uploadCv(pdfUpload(`Tur ${step}`));
      const steps = await everyStep(
        upload,
        upload,
        async () => {
          const now = await stored();
          expect(now).toEqual({ name: '', cvFile: expect.stringMatching(/^cv-/), files: [now.cvFile] });
        },
        empty,
      );
      expect(steps).toBeGreaterThan(3);
    });

    it('two uploads racing leave the CV About names, and no other', async () => {
      const upload = (step: number) => services.about.uploadCv(pdfUpload(`Tur ${step}`));
      const steps = await everyStep(upload, upload, async () => {
        const now = await stored();
        expect(now.files).toEqual([now.cvFile]);
      });
      expect(steps).toBeGreaterThan(5);
    });
  });
});
