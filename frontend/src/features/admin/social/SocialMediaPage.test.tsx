import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SettingsDocument, type SocialMediaInput, UpdateSocialMediaDocument } from '../../../gql/admin/graphql';
import {
  graphQLError,
  networkError,
  SERVER_MESSAGE,
  settings,
  settingsMock,
  type Mock,
  type Settings,
} from '../../../test/render';
import { expectSaveErrorUntilNextSave, renderAdminScreen, toasts } from '../../../test/admin';
import SocialMediaPage from './SocialMediaPage';

const LABELS = [
  'GitHub',
  'LinkedIn',
  'Twitter/X',
  'Instagram',
  'Facebook',
  'YouTube',
  'Medium',
  'TikTok',
  'Discord',
  'Telegram',
  'WhatsApp',
  'E-posta',
];

const saved = (socialMedia: SocialMediaInput[]): Settings =>
  settings({ socialMedia: socialMedia.map(({ platform, url }) => ({ platform, url, isActive: true })) });

const updateMock = (socialMedia: SocialMediaInput[], extra: Omit<Partial<Mock>, 'request' | 'result'> = {}): Mock => ({
  request: { query: UpdateSocialMediaDocument, variables: { socialMedia } },
  result: {
    data: {
      updateSocialMedia: {
        __typename: 'Settings',
        socialMedia: socialMedia.map(({ platform, url }) => ({
          __typename: 'SocialMedia',
          platform,
          url,
          isActive: true,
        })),
        contactInfo: { __typename: 'ContactInfo', email: '', location: '' },
      },
    },
  },
  ...extra,
});

const updateRequest = (socialMedia: SocialMediaInput[]) => ({
  query: UpdateSocialMediaDocument,
  variables: { socialMedia },
});

const github = { platform: 'github', url: 'https://github.com/deniz', isActive: true } as const;

function renderPage(mocks: Mock[], options: Parameters<typeof renderAdminScreen>[1] = {}) {
  return renderAdminScreen(<SocialMediaPage />, { mocks, ...options });
}

const saveButton = () => screen.getByRole('button', { name: /Kaydet|Kaydediliyor/ });

afterEach(() => {
  vi.useRealTimers();
});

describe('SocialMediaPage', () => {
  it('shows a spinner while the settings load, then a title and one labelled input per platform in order', async () => {
    renderPage([settingsMock(settings())]);
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sosyal Medya' })).toBeInTheDocument();

    const inputs = await screen.findAllByRole('textbox');
    expect(inputs).toHaveLength(12);
    expect(inputs.map((input) => input.getAttribute('name'))).toEqual(
      'github linkedin twitter instagram facebook youtube medium tiktok discord telegram whatsapp email'.split(' '),
    );
    LABELS.forEach((label, index) => expect(screen.getByLabelText(label)).toBe(inputs[index]));
    for (const input of inputs) expect(input).toHaveAttribute('maxlength', '2048');
    expect(screen.getByLabelText('Twitter/X')).toHaveAttribute('name', 'twitter');
    expect(screen.queryByText('Twitter')).not.toBeInTheDocument();
  });

  it('shows an icon next to every platform label', async () => {
    renderPage([settingsMock(settings())]);
    for (const label of LABELS) {
      const input = await screen.findByLabelText(label);
      const labelElement = document.querySelector(`label[for="${input.id}"]`);
      expect(labelElement?.querySelector('svg')).not.toBeNull();
    }
  });

  it('fills the inputs with the saved URLs', async () => {
    renderPage([
      settingsMock(
        settings({
          socialMedia: [github, { platform: 'email', url: 'mailto:deniz@ornek.com', isActive: true }],
        }),
      ),
    ]);
    expect(await screen.findByLabelText('GitHub')).toHaveValue('https://github.com/deniz');
    expect(screen.getByLabelText('E-posta')).toHaveValue('mailto:deniz@ornek.com');
    expect(screen.getByLabelText('LinkedIn')).toHaveValue('');
  });

  it('shows the hints in an info box', async () => {
    renderPage([settingsMock(settings())]);
    await screen.findByLabelText('GitHub');
    const box = document.querySelector('.info-box');
    expect(box).not.toBeNull();
    expect(box).toHaveTextContent(
      'Tam adresi https:// ile başlayarak girin; e-posta için mailto: kullanın (ör. mailto:ad@ornek.com).',
    );
  });

  it('sends only the URLs that are non-empty after trimming, trimmed and active', async () => {
    const expected: SocialMediaInput[] = [
      { platform: 'github', url: 'https://github.com/deniz', isActive: true },
      { platform: 'twitter', url: 'https://x.com/deniz', isActive: true },
      { platform: 'email', url: 'mailto:deniz@ornek.com', isActive: true },
    ];
    const { user, operations } = renderPage([
      settingsMock(settings({ socialMedia: [{ ...github, isActive: false }] })),
      updateMock(expected),
    ]);
    await user.type(await screen.findByLabelText('Twitter/X'), '  https://x.com/deniz  ');
    await user.type(screen.getByLabelText('LinkedIn'), '   ');
    await user.type(screen.getByLabelText('E-posta'), ' mailto:deniz@ornek.com');
    await user.click(saveButton());

    expect(await screen.findByText('Sosyal medya bağlantıları kaydedildi')).toBeInTheDocument();
    const sent = operations.filter((operation) => operation.name === 'UpdateSocialMedia');
    expect(sent).toEqual([{ name: 'UpdateSocialMedia', variables: { socialMedia: expected } }]);
    // The form now shows what was saved.
    expect(screen.getByLabelText('Twitter/X')).toHaveValue('https://x.com/deniz');
    expect(screen.getByLabelText('LinkedIn')).toHaveValue('');
  });

  it('sends an empty list when every input is empty', async () => {
    const { user, operations } = renderPage([settingsMock(settings({ socialMedia: [github] })), updateMock([])]);
    await user.clear(await screen.findByLabelText('GitHub'));
    await user.click(saveButton());
    expect(await screen.findByText('Sosyal medya bağlantıları kaydedildi')).toBeInTheDocument();
    expect(operations.at(-1)).toEqual({ name: 'UpdateSocialMedia', variables: { socialMedia: [] } });
  });

  it("shows 'Kaydediliyor...' and disables the button while saving", async () => {
    const { user } = renderPage([settingsMock(saved([github])), updateMock([github], { delay: 100 })]);
    await screen.findByLabelText('GitHub');
    expect(saveButton()).toHaveTextContent('Kaydet');
    await user.click(saveButton());

    expect(saveButton()).toHaveTextContent('Kaydediliyor...');
    expect(saveButton()).toBeDisabled();
    expect(screen.getByLabelText('GitHub')).toBeDisabled();

    expect(await screen.findByText('Sosyal medya bağlantıları kaydedildi')).toBeInTheDocument();
    expect(saveButton()).toHaveTextContent('Kaydet');
    expect(saveButton()).not.toHaveTextContent('Kaydediliyor...');
    expect(saveButton()).toBeEnabled();
  });

  it('shows a green success message that disappears after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderPage([settingsMock(saved([github])), updateMock([github])], {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await screen.findByLabelText('GitHub');
    await user.click(saveButton());

    const message = await screen.findByText('Sosyal medya bağlantıları kaydedildi');
    expect(message).toHaveClass('toast', 'toast--success'); // the panel's one kind of success message
    expect(toasts()).toContainElement(message);

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText('Sosyal medya bağlantıları kaydedildi')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Sosyal medya bağlantıları kaydedildi')).not.toBeInTheDocument();
  });

  it("shows the server's message when saving fails, and keeps it until the next save", () =>
    expectSaveErrorUntilNextSave({
      render: (userOptions) =>
        renderPage([settingsMock(saved([github])), graphQLError(updateRequest([github])), updateMock([github])], {
          userOptions,
        }),
      ready: 'GitHub',
      success: 'Sosyal medya bağlantıları kaydedildi',
      // Editing does not hide it either.
      meanwhile: (user) => user.type(screen.getByLabelText('LinkedIn'), ' '),
    }));

  it("falls back to 'Kaydetme sırasında bir hata oluştu' without a server message", async () => {
    const { user } = renderPage([settingsMock(saved([github])), networkError(updateRequest([github]))]);
    await screen.findByLabelText('GitHub');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Kaydetme sırasında bir hata oluştu');
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText('Sosyal medya bağlantıları kaydedildi')).not.toBeInTheDocument();
  });

  it('completes a bare address when its field loses focus: https:// for the web, mailto: for e-mail', async () => {
    const { user } = renderPage([settingsMock(settings())]);
    await user.type(await screen.findByLabelText('Instagram'), ' instagram.com/deniz ');
    await user.tab();
    expect(screen.getByLabelText('Instagram')).toHaveValue('https://instagram.com/deniz');
    await user.type(screen.getByLabelText('Twitter/X'), 'www.x.com');
    await user.type(screen.getByLabelText('E-posta'), 'deniz@ornek.com');
    await user.type(screen.getByLabelText('Medium'), 'http://medium.com/@deniz');
    await user.type(screen.getByLabelText('Discord'), 'discord');
    await user.tab();
    expect(screen.getByLabelText('Twitter/X')).toHaveValue('https://www.x.com');
    expect(screen.getByLabelText('E-posta')).toHaveValue('mailto:deniz@ornek.com');
    // A full address, or something that is no address, is left as typed.
    expect(screen.getByLabelText('Medium')).toHaveValue('http://medium.com/@deniz');
    expect(screen.getByLabelText('Discord')).toHaveValue('discord');
  });

  it('completes a bare address before saving, when Enter saves without leaving the field', async () => {
    const expected: SocialMediaInput[] = [
      github,
      { platform: 'youtube', url: 'https://youtube.com/@deniz', isActive: true },
    ];
    const { user, operations } = renderPage([settingsMock(saved([github])), updateMock(expected)]);
    await user.type(await screen.findByLabelText('YouTube'), 'youtube.com/@deniz{Enter}');
    expect(await screen.findByText('Sosyal medya bağlantıları kaydedildi')).toBeInTheDocument();
    expect(operations.at(-1)).toEqual({ name: 'UpdateSocialMedia', variables: { socialMedia: expected } });
    expect(screen.getByLabelText('YouTube')).toHaveValue('https://youtube.com/@deniz');
  });

  it('shows a refusal the gateway attributes to a platform beside that field, by its label, and focuses it', async () => {
    const instagram = { platform: 'instagram', url: 'https://instagram.com/deniz', isActive: true } as const;
    const refusal: Mock = {
      request: updateRequest([github, instagram]),
      result: {
        errors: [
          {
            message: 'Geçerli bir bağlantı giriniz (instagram): https:// ile başlayan tam adres',
            extensions: { code: 'BAD_USER_INPUT', platform: 'instagram' },
          },
        ],
      },
    };
    const { user } = renderPage([settingsMock(saved([github])), refusal]);
    await user.type(await screen.findByLabelText('Instagram'), instagram.url);
    await user.click(saveButton());

    const field = screen.getByLabelText('Instagram');
    await waitFor(() => expect(field).toHaveFocus());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Geçerli bir Instagram bağlantısı giriniz: https:// ile başlayan tam adres',
    );
    expect(document.body).not.toHaveTextContent('(instagram)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message when the settings cannot be loaded", async () => {
    renderPage([graphQLError({ query: SettingsDocument })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Kaydet/ })).not.toBeInTheDocument();
  });

  it("shows 'Ayarlar yüklenirken bir hata oluştu' when loading fails without a server message", async () => {
    renderPage([networkError({ query: SettingsDocument })]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ayarlar yüklenirken bir hata oluştu')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Yükleniyor')).not.toBeInTheDocument());
  });
});
