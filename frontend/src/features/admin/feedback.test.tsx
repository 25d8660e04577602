import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../test/admin';
import { useFeedback } from './feedback';

function Saver() {
  const { toast } = useFeedback();
  return (
    <button type="button" onClick={() => toast('Kaydedildi')}>
      Kaydet
    </button>
  );
}

afterEach(() => vi.useRealTimers());

describe('FeedbackProvider toasts', () => {
  it('shows a toast for its time, then takes it away', () => {
    vi.useFakeTimers();
    renderAdminScreen(<Saver />);
    act(() => screen.getByRole('button', { name: 'Kaydet' }).click());
    expect(screen.getByText('Kaydedildi')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('Kaydedildi')).not.toBeInTheDocument();
  });

  it('leaves no timer behind when the screen goes before the toast does (a test that ends, a page left)', () => {
    vi.useFakeTimers();
    const { unmount } = renderAdminScreen(<Saver />);
    const before = vi.getTimerCount();
    act(() => screen.getByRole('button', { name: 'Kaydet' }).click());
    expect(vi.getTimerCount()).toBe(before + 1);
    unmount();
    expect(vi.getTimerCount()).toBe(before);
  });
});
