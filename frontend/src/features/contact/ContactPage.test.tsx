import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsDocument } from '../../gql/graphql';
import { graphQLError, networkError, renderWithProviders, settings, settingsMock } from '../../test/render';
import ContactPage from './ContactPage';

const EMPTY_TEXT = 'İletişim bilgileri henüz eklenmemiş.';
const panel = () => screen.getByRole('complementary', { name: 'İletişim Bilgileri' });

afterEach(() => vi.restoreAllMocks());

describe('Contact page', () => {
  it("has the heading 'İletişim', the info panel and the form", () => {
    renderWithProviders(<ContactPage />, { mocks: [settingsMock(settings(), { delay: Infinity })] });
    expect(screen.getByRole('heading', { level: 1, name: 'İletişim' })).toBeInTheDocument();
    expect(panel()).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toBeInTheDocument();
    expect(screen.getByLabelText('İsim')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeInTheDocument();
  });

  it('shows the email, the location and the active social links', async () => {
    renderWithProviders(<ContactPage />, {
      mocks: [
        settingsMock(
          settings({
            contactInfo: { email: 'deniz@example.com', location: 'İstanbul\nTürkiye' },
            socialMedia: [
              { platform: 'github', url: 'https://github.com/deniz', isActive: true },
              { platform: 'linkedin', url: 'https://linkedin.com/in/deniz', isActive: false },
              { platform: 'twitter', url: 'https://x.com/deniz', isActive: true },
              { platform: 'medium', url: '', isActive: true },
            ],
          }),
        ),
      ],
    });
    const email = await within(panel()).findByRole('link', { name: 'deniz@example.com' });
    expect(email).toHaveAttribute('href', 'mailto:deniz@example.com');
    expect(within(panel()).getByText(/İstanbul/).textContent).toBe('İstanbul\nTürkiye');
    const social = within(panel())
      .getAllByRole('link')
      .filter((link) => link !== email);
    expect(social.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['GitHub', 'https://github.com/deniz'],
      ['Twitter/X', 'https://x.com/deniz'],
    ]);
    social.forEach((link) => expect(link).toHaveAttribute('target', '_blank'));
    expect(within(panel()).queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
  });

  it('shows a panel with only a location', async () => {
    renderWithProviders(<ContactPage />, {
      mocks: [settingsMock(settings({ contactInfo: { email: '', location: 'Ankara' } }))],
    });
    expect(await within(panel()).findByText('Ankara')).toBeInTheDocument();
    expect(within(panel()).queryByRole('link')).not.toBeInTheDocument();
    expect(within(panel()).queryByText(EMPTY_TEXT)).not.toBeInTheDocument();
  });

  it(`says '${EMPTY_TEXT}' without email, location or active social link`, async () => {
    renderWithProviders(<ContactPage />, {
      mocks: [
        settingsMock(
          settings({
            contactInfo: { email: '', location: '' },
            socialMedia: [
              { platform: 'github', url: 'https://github.com/deniz', isActive: false },
              { platform: 'twitter', url: '', isActive: true },
            ],
          }),
        ),
      ],
    });
    expect(await within(panel()).findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(within(panel()).queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', graphQLError({ query: SettingsDocument })],
    ['a network error', networkError({ query: SettingsDocument })],
  ])(`says '${EMPTY_TEXT}' and only logs on %s`, async (_case, mock) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<ContactPage />, { mocks: [mock] });
    expect(await within(panel()).findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    // The form still works.
    expect(screen.getByRole('button', { name: 'Gönder' })).toBeEnabled();
  });
});
