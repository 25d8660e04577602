import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECORD_PAGE_VIEW, reportPageView } from './pageViews';

describe('reportPageView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends a valid operation of the schema, to the site itself', async () => {
    const schema = buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'));
    expect(validate(schema, parse(RECORD_PAGE_VIEW))).toEqual([]);
    const fetch = vi.fn().mockResolvedValue(new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    reportPageView('/blog/bir-yazi', 'https://www.google.com/');
    expect(fetch).toHaveBeenCalledWith('/graphql', expect.objectContaining({ method: 'POST' }));
    const body = JSON.parse(fetch.mock.calls[0]![1].body as string);
    expect(body.variables).toEqual({ path: '/blog/bir-yazi', referrer: 'https://www.google.com/' });
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing for a reader who asks not to be tracked (%s)', (_name, signal) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { ...navigator, ...signal });
    reportPageView('/', '');
    expect(fetch).not.toHaveBeenCalled();
  });
});
