import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import NotFoundPage from './NotFoundPage';

describe('404 page', () => {
  it("says 'Sayfa bulunamadı' and links 'Anasayfaya Dön' to /", async () => {
    const { user } = renderWithProviders(<NotFoundPage />, { route: '/olmayan/sayfa', path: '*' });
    expect(screen.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: 'Anasayfaya Dön' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
