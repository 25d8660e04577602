import type { DataSource, EntitySubscriberInterface, InsertEvent } from 'typeorm';
import type { AboutInput } from '../src/modules/about/about.inputs';
import { Experience } from '../src/modules/about/experience.entity';
import { BlogPost } from '../src/modules/blog/blog-post.entity';
import { ContactMessage } from '../src/modules/contact/contact-message.entity';
import { databaseLimiters } from '../src/rate-limit-store';
import { RateLimits } from '../src/rate-limits';
import { createServices, type Services } from '../src/services';
import { JWT_SECRET } from './support/app';
import { openTestDatabase, testDb } from './support/db';

/**
 * Writes of different requests at once, on the services over a real database: none takes
 * another's with it, and none reads another's uncommitted rows. On SQLite all of them share one
 * connection (the gateway makes them take turns); on MySQL each transaction has a connection of
 * its own.
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

describe(`Concurrent writes (${testDb})`, () => {
  let dataSource: DataSource;
  let drop: () => Promise<void>;
  let services: Services;

  beforeAll(async () => {
    ({ dataSource, drop } = await openTestDatabase());
    services = createServices(dataSource, JWT_SECRET, new RateLimits(databaseLimiters(dataSource)));
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
      const viewed = Array.from({ length: 6 }, () => services.blog.view(post.id));
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
});
