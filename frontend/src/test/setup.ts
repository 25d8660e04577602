import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// The blog form keeps a copy of what is typed in IndexedDB, which jsdom lacks: an in-memory one.
import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';

// Busy CI machines answer slowly: give findBy/waitFor room (the tests assert outcomes, not speed).
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  await clear(createStore('portfolio-admin', 'blog-drafts'));
});
