import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import ConfirmSubscriptionPage from './ConfirmSubscriptionPage';
import SubscribePage from './SubscribePage';
import UnsubscribePage from './UnsubscribePage';

const TOKEN = '3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b.AbCdEfGhIjKlMnOpQr_-12';

describe('the subscription pages (docs/product/public.md#subscribing)', () => {
  it('/subscribe: the form, titled as the page', () => {
    renderWithProviders(<SubscribePage />, { route: '/subscribe', path: '/subscribe' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Yeni yazılardan haberdar olun');
    expect(screen.getByLabelText('E-posta adresiniz').closest('form')).toHaveAttribute('action', '/subscribe');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'gonderildi',
      'status',
      'Onay bağlantısını e-postanıza gönderdik. Aboneliğiniz, bağlantıya tıklayıp onayladığınızda başlar.',
    ],
    ['gecersiz', 'alert', 'Geçerli bir e-posta adresi girin'],
    ['cok-fazla', 'alert', 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.'],
    ['onaylandi', 'status', 'Aboneliğiniz onaylandı. Yeni yazılar e-postanıza gelecek.'],
    ['ayrildi', 'status', 'Abonelikten çıktınız. Size bir daha e-posta göndermeyeceğiz.'],
    ['baglanti-gecersiz', 'alert', 'Bu bağlantı geçersiz ya da süresi dolmuş'],
  ] as const)('/subscribe?durum=%s says so (%s)', (status, role, text) => {
    renderWithProviders(<SubscribePage />, { route: `/subscribe?durum=${status}`, path: '/subscribe' });
    expect(screen.getByRole(role)).toHaveTextContent(text);
  });

  it('an unknown `durum` shows the bare form', () => {
    renderWithProviders(<SubscribePage />, { route: '/subscribe?durum=bilinmeyen', path: '/subscribe' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      ConfirmSubscriptionPage,
      '/subscribe/confirm/:token',
      `/subscribe/confirm/${TOKEN}`,
      'Aboneliğinizi onaylayın',
      'Aboneliği onayla',
    ],
    [UnsubscribePage, '/unsubscribe/:token', `/unsubscribe/${TOKEN}`, 'Abonelikten çık', 'Abonelikten çık'],
  ])('%o at %s: the title and one button that POSTs to the same address', (Page, path, url, title, button) => {
    renderWithProviders(<Page />, { route: url, path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    const form = screen.getByRole('button', { name: button }).closest('form')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['post', url]);
    expect(form.querySelectorAll('input')).toHaveLength(0);
  });

  it.each([
    [ConfirmSubscriptionPage, '/subscribe/confirm/:token', '/subscribe/confirm/bozuk'],
    [UnsubscribePage, '/unsubscribe/:token', `/unsubscribe/${TOKEN}x`],
  ])('a token the gateway could not have written is no page (%s)', (Page, path, url) => {
    renderWithProviders(<Page />, { route: url, path });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sayfa bulunamadı');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
