import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
// The blog form keeps a copy of what is typed in IndexedDB, which jsdom lacks: an in-memory one.
import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';

// jsdom loads no image and says nothing of it: an image whose address has 'kirik' in it fails to
// load, any other loads (the blog form's pre-publish check waits to know; prepublish.ts imageLoads).
// (Files that run in node have no images at all.)
if (typeof HTMLImageElement !== 'undefined') {
  const imageSource = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!;
  Object.defineProperty(HTMLImageElement.prototype, 'src', {
    ...imageSource,
    set(this: HTMLImageElement, value: string) {
      imageSource.set!.call(this, value);
      setTimeout(() => this.dispatchEvent(new Event(value.includes('kirik') ? 'error' : 'load')));
    },
  });
}

// Busy CI machines answer slowly: give findBy/waitFor room (the tests assert outcomes, not speed).
configure({ asyncUtilTimeout: 10_000 });

afterEach(async () => {
  cleanup();
  await clear(createStore('portfolio-admin', 'blog-drafts'));
});
