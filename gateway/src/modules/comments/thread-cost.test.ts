import type { TestApp } from '../../../test/support/app';
import { testDb } from '../../../test/support/db';
import { failure } from '../../../test/support/graphql';
import { ANSWER_COST } from './comments.cost';
import { addComment, newPost, REPLY, startCommentsApp, UPDATE } from './comments.kit';

/**
 * Issue 48: a client's read of threads is priced by the largest thread stored — its top-level
 * answers (a page at most), the replies under one answer, every text at its 5 000 characters — so
 * that many threads at once are refused before anything is read, and one is answered.
 */
describe(`the cost of a thread (${testDb})`, () => {
  let app: TestApp;
  let token: string;

  beforeAll(async () => ({ app, token } = await startCommentsApp()));
  afterAll(() => app.close());

  it('prices each thread by the most answers and replies one has, and refuses 12 of them at once', async () => {
    const post = await newPost(app, token);
    const ids = [];
    for (let n = 0; n < 3; n++) ids.push((await addComment(app, post.id)).data!.addComment.id);
    await app.gql(UPDATE, { ids, action: 'APPROVE' }, { token });
    for (let n = 0; n < 2; n++) await app.gql(REPLY, { id: ids[0], text: `yanıt ${n}` }, { token });
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the sizes are read at most once a second

    const one = `comments(post: "${post.id}") { items { text replies { text } } }`;
    expect((await app.gql(`{ ${one} }`)).errors).toBeUndefined();
    // A thread: 1 + 8 statements of 10 + items (1 + 3 × (answer + replies (1 + 2 × answer))).
    const thread = 1 + 80 + 1 + 3 * (ANSWER_COST + 1 + 2 * ANSWER_COST);
    const many = `{ ${Array.from({ length: 12 }, (_, i) => `a${i}: ${one}`).join(' ')} }`;
    expect(failure(await app.gql(many))).toEqual({
      code: 'BAD_USER_INPUT',
      message: `Sorgu izin verilen sınırları aşıyor: maliyeti ${12 * thread}, en fazla 5000 olabilir.`,
    });
  });
});
