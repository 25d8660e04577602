import { route } from '../../core/rest-route';

const COUNT = 'item views visitors';

export const analyticsRoutes = [
  route({
    method: 'post',
    path: '/api/views',
    summary: "Count a view of a public page (what the site's pages send once they are up)",
    description:
      'Body `{"path": "/blog/bir-yazi", "referrer": "https://…"}`. No cookie and no address is stored: a reader is a hash of a salt that changes every day. `data` is true when the view was counted, false when it was not, which is no error: the reader asks not to be counted (`DNT: 1` or `Sec-GPC: 1`), the site has no such page (a made-up path, a post that is not visible, a list page past the end), or the address has counted 100 views today. A path no page sends (not the site\'s own, over 300 characters, with spaces or control characters, the admin\'s) is 400 `Geçersiz sayfa yolu`. Bots are counted apart.',
    access: 'public',
    operation: 'mutation ($path: String!, $referrer: String) { recordPageView(path: $path, referrer: $referrer) }',
    variables: { path: 'body.path', referrer: 'body.referrer' },
    result: 'recordPageView',
  }),
  route({
    method: 'get',
    path: '/api/analytics',
    summary: 'Who read what over the last `days` days (7, 30, 365…; 1 to 366, default 30)',
    access: 'admin',
    operation: `query ($days: Int) { analytics(days: $days) { from to days { day views visitors } views visitors bots pages { ${COUNT} } referrers { ${COUNT} } devices { ${COUNT} } } }`,
    variables: { days: 'query.days' },
    result: 'analytics',
  }),
];
