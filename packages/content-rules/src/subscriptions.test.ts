import { publicPage } from './pages';
import {
  subscribeConfirmPath,
  SUBSCRIPTION_STATUSES,
  subscriptionStatusOf,
  subscriptionStatusPath,
  unsubscribePath,
} from './subscriptions';

/** The subscription pages' addresses (issue 47): one reader's pages, never a shared answer. */

const TOKEN = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b.AbCdEfGhIjKlMnOpQr_-12';

describe('the subscription pages’ addresses', () => {
  it('are written once: the form, its answers, the confirm and leave links', () => {
    expect(subscriptionStatusPath('gonderildi')).toBe('/subscribe?durum=gonderildi');
    expect(subscribeConfirmPath(TOKEN)).toBe(`/subscribe/confirm/${TOKEN}`);
    expect(unsubscribePath(TOKEN)).toBe(`/unsubscribe/${TOKEN}`);
    expect(Object.keys(SUBSCRIPTION_STATUSES)).toEqual([
      'gonderildi',
      'gecersiz',
      'cok-fazla',
      'onaylandi',
      'ayrildi',
      'baglanti-gecersiz',
    ]);
    expect(subscriptionStatusOf('ayrildi')).toBe('ayrildi');
    expect(subscriptionStatusOf('AYRILDI')).toBeNull();
    expect(subscriptionStatusOf('toString')).toBeNull();
    expect(subscriptionStatusOf(null)).toBeNull();
  });

  it.each([
    ['/subscribe', '', '/subscribe'],
    ['/Subscribe/', '?x=1', '/subscribe'],
    ['/subscribe', '?durum=onaylandi', '/subscribe?durum=onaylandi'],
    ['/SUBSCRIBE', '?x=1&durum=cok-fazla', '/subscribe?durum=cok-fazla'],
    // An unknown status is the bare form.
    ['/subscribe', '?durum=hepsi', '/subscribe'],
    ['/subscribe', '?durum=__proto__', '/subscribe'],
    [`/subscribe/confirm/${TOKEN}`, '', `/subscribe/confirm/${TOKEN}`],
    [`/Subscribe/Confirm/${TOKEN}/`, '?utm=1', `/subscribe/confirm/${TOKEN}`],
    [`/unsubscribe/${TOKEN}`, '', `/unsubscribe/${TOKEN}`],
    [`/UNSUBSCRIBE/${TOKEN}`, '', `/unsubscribe/${TOKEN}`],
  ])('%s%s is a subscription page rendered from %s, never kept', (pathname, search, path) => {
    expect(publicPage(pathname, search)).toEqual({ locale: 'tr', kind: 'subscription', path });
  });

  it.each([
    ['/subscribe/confirm', ''],
    ['/subscribe/confirm/', ''],
    ['/subscribe/confirm/kisa.token', ''],
    [`/subscribe/confirm/${TOKEN}x`, ''],
    [`/subscribe/confirm/${TOKEN}/fazla`, ''],
    [`/subscribe/onay/${TOKEN}`, ''],
    [`/subscribe/${TOKEN}`, ''],
    ['/unsubscribe', ''],
    [`/unsubscribe/${TOKEN.replace('.', '%2E')}`, ''],
    [`/unsubscribe/${TOKEN}/fazla`, ''],
    [`/unsubscribe/${TOKEN.replace('-', '/')}`, ''],
  ])('%s%s is no page', (pathname, search) => {
    expect(publicPage(pathname, search)).toEqual({ kind: 'not-found', locale: 'tr' });
  });
});
