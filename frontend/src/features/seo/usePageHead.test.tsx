import { screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { about, aboutMock, renderWithProviders } from '../../test/render';
import { usePageHead } from './usePageHead';

function Page({ title, to }: { title: string; to: string }) {
  usePageHead({ title, description: `${title} açıklaması`, path: `/${title}` });
  return <Link to={to}>sonraki</Link>;
}

const managed = () => document.head.querySelectorAll('[data-head]');

describe('usePageHead in the browser', () => {
  it("replaces the previous page's tags after an in-app navigation, with the owner's name as the site name", async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/bir" element={<Page title="bir" to="/iki" />} />
        <Route path="/iki" element={<Page title="iki" to="/bir" />} />
      </Routes>,
      { route: '/bir', mocks: [aboutMock(about({ name: 'Ayşe Çelik' }))] },
    );
    await waitFor(() => expect(document.title).toBe('bir — Ayşe Çelik'));
    const count = managed().length;

    await user.click(screen.getByRole('link', { name: 'sonraki' }));
    expect(document.title).toBe('iki — Ayşe Çelik');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('iki açıklaması');
    expect(managed()).toHaveLength(count); // replaced, not added
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
  });
});
