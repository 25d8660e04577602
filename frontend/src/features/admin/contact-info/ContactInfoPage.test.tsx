import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ContactInfoInput, SettingsDocument, UpdateContactInfoDocument } from '../../../gql/admin/graphql';
import { graphQLError, networkError, SERVER_MESSAGE, settings, settingsMock, type Mock } from '../../../test/render';
import { expectSaveErrorUntilNextSave, renderAdminScreen } from '../../../test/admin';
import ContactInfoPage, { isValidContactEmail } from './ContactInfoPage';

const SUCCESS = 'İletişim bilgileri kaydedildi';
const EMAIL_ERROR = 'Geçerli bir e-posta adresi giriniz';

const updateMock = (input: ContactInfoInput, extra: Omit<Partial<Mock>, 'request' | 'result'> = {}): Mock => ({
  request: { query: UpdateContactInfoDocument, variables: { input } },
  result: {
    data: {
      updateContactInfo: {
        __typename: 'Settings',
        socialMedia: [],
        contactInfo: { __typename: 'ContactInfo', ...input },
      },
    },
  },
  ...extra,
});

const updateRequest = (input: ContactInfoInput) => ({ query: UpdateContactInfoDocument, variables: { input } });

const current = { email: 'deniz@ornek.com', location: 'İstanbul, Türkiye' };

function renderPage(mocks: Mock[], options: Parameters<typeof renderAdminScreen>[1] = {}) {
  return renderAdminScreen(<ContactInfoPage />, { mocks, ...options });
}

const emailInput = () => screen.getByLabelText('E-posta');
const locationInput = () => screen.getByLabelText('Konum');
const saveButton = () => screen.getByRole('button', { name: /Kaydet|Kaydediliyor/ });
const preview = () => screen.getByRole('complementary', { name: 'Önizleme' });

afterEach(() => {
  vi.useRealTimers();
});

describe('isValidContactEmail', () => {
  it.each(['', '   ', 'ad@ornek.com', 'ad.soyad@alt.ornek.org', ' ad@ornek.tr ', 'a+b@ornek.co'])(
    'accepts %j',
    (email) => expect(isValidContactEmail(email)).toBe(true),
  );
  it.each(['ad', 'ad@', '@ornek.com', 'ad@ornek', 'ad@ornek.c', 'ad@ornek.info', 'ad @ornek.com', 'ad@ornek.c0m'])(
    'rejects %j',
    (email) => expect(isValidContactEmail(email)).toBe(false),
  );
});

describe('ContactInfoPage', () => {
  it('shows a spinner while loading, then the title, the saved values and a 3-row location textarea', async () => {
    renderPage([settingsMock(settings({ contactInfo: current }))]);
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'İletişim Bilgileri' })).toBeInTheDocument();

    expect(await screen.findByLabelText('E-posta')).toHaveValue('deniz@ornek.com');
    expect(locationInput()).toHaveValue('İstanbul, Türkiye');
    expect(locationInput().tagName).toBe('TEXTAREA');
    expect(locationInput()).toHaveAttribute('rows', '3');
    expect(emailInput()).toHaveAttribute('maxlength', '254');
    expect(locationInput()).toHaveAttribute('maxlength', '500');
  });

  it("previews 'Henüz bilgi girmediniz' when both fields are empty", async () => {
    renderPage([settingsMock(settings())]);
    await screen.findByLabelText('E-posta');
    expect(within(preview()).getByText('Henüz bilgi girmediniz')).toBeInTheDocument();
  });

  it('previews only the non-empty values, live', async () => {
    const { user } = renderPage([settingsMock(settings())]);
    await user.type(await screen.findByLabelText('E-posta'), 'ad@ornek.com');
    expect(within(preview()).getByText('ad@ornek.com')).toBeInTheDocument();
    expect(within(preview()).queryByText('Henüz bilgi girmediniz')).not.toBeInTheDocument();
    expect(within(preview()).getAllByRole('listitem')).toHaveLength(1);

    await user.type(locationInput(), 'Ankara{Enter}Türkiye');
    expect(within(preview()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(preview()).getAllByRole('listitem')[1]).toHaveTextContent('Ankara Türkiye');

    await user.clear(emailInput());
    expect(within(preview()).queryByText('ad@ornek.com')).not.toBeInTheDocument();
    expect(within(preview()).getAllByRole('listitem')).toHaveLength(1);

    await user.clear(locationInput());
    await user.type(locationInput(), '   ');
    expect(within(preview()).getByText('Henüz bilgi girmediniz')).toBeInTheDocument();
  });

  it('rejects an invalid email without sending, and clears the error when the email is edited', async () => {
    const { user, operations } = renderPage([
      settingsMock(settings()),
      updateMock({ email: 'ad@ornek.com', location: '' }),
    ]);
    await user.type(await screen.findByLabelText('E-posta'), 'ad@ornek');
    await user.click(saveButton());

    expect(screen.getByText(EMAIL_ERROR)).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription(EMAIL_ERROR);
    expect(operations.map((operation) => operation.name)).toEqual(['Settings']);

    await user.type(emailInput(), '.com');
    expect(screen.queryByText(EMAIL_ERROR)).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid');

    await user.click(saveButton());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(operations.map((operation) => operation.name)).toEqual(['Settings', 'UpdateContactInfo']);
  });

  it('rejects an email whose ending is not 2 to 3 letters', async () => {
    const { user, operations } = renderPage([settingsMock(settings())]);
    await user.type(await screen.findByLabelText('E-posta'), 'ad@ornek.info');
    await user.click(saveButton());
    expect(screen.getByText(EMAIL_ERROR)).toBeInTheDocument();
    expect(operations.map((operation) => operation.name)).toEqual(['Settings']);
  });

  it('does not clear the email error when only the location is edited', async () => {
    const { user } = renderPage([settingsMock(settings())]);
    await user.type(await screen.findByLabelText('E-posta'), 'yanlis');
    await user.click(saveButton());
    await user.type(locationInput(), 'İzmir');
    expect(screen.getByText(EMAIL_ERROR)).toBeInTheDocument();
  });

  it('saves both fields empty (both optional)', async () => {
    const { user, operations } = renderPage([
      settingsMock(settings({ contactInfo: current })),
      updateMock({ email: '', location: '' }),
    ]);
    await user.clear(await screen.findByLabelText('E-posta'));
    await user.clear(locationInput());
    await user.click(saveButton());
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(operations.at(-1)).toEqual({ name: 'UpdateContactInfo', variables: { input: { email: '', location: '' } } });
  });

  it('trims the email and location before saving', async () => {
    const input = { email: 'ad@ornek.com', location: 'Ankara\nTürkiye' };
    const { user, operations } = renderPage([settingsMock(settings()), updateMock(input)]);
    await user.type(await screen.findByLabelText('E-posta'), '  ad@ornek.com  ');
    await user.type(locationInput(), '  Ankara{Enter}Türkiye  {Enter}');
    await user.click(saveButton());

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(operations.at(-1)).toEqual({ name: 'UpdateContactInfo', variables: { input } });
    expect(emailInput()).toHaveValue('ad@ornek.com');
    expect(locationInput()).toHaveValue('Ankara\nTürkiye');
  });

  it("shows 'Kaydediliyor...' and disables the button while saving", async () => {
    const { user } = renderPage([
      settingsMock(settings({ contactInfo: current })),
      updateMock(current, { delay: 100 }),
    ]);
    await screen.findByLabelText('E-posta');
    expect(saveButton()).toHaveTextContent('Kaydet');
    await user.click(saveButton());

    expect(saveButton()).toHaveTextContent('Kaydediliyor...');
    expect(saveButton()).toBeDisabled();
    expect(emailInput()).toBeDisabled();

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(saveButton()).not.toHaveTextContent('Kaydediliyor...');
    expect(saveButton()).toBeEnabled();
  });

  it('shows a green success message that disappears after 3000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderPage([settingsMock(settings({ contactInfo: current })), updateMock(current)], {
      userOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await screen.findByLabelText('E-posta');
    await user.click(saveButton());

    const message = await screen.findByText(SUCCESS);
    expect(message).toHaveClass('toast', 'toast--success'); // the panel's one kind of success message

    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByText(SUCCESS)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  });

  it("shows the server's message when saving fails, and keeps it until the next save", () =>
    expectSaveErrorUntilNextSave({
      render: (userOptions) =>
        renderPage(
          [settingsMock(settings({ contactInfo: current })), graphQLError(updateRequest(current)), updateMock(current)],
          { userOptions },
        ),
      ready: 'E-posta',
      success: SUCCESS,
    }));

  it("falls back to 'Kaydetme sırasında bir hata oluştu' without a server message", async () => {
    const { user } = renderPage([
      settingsMock(settings({ contactInfo: current })),
      networkError(updateRequest(current)),
    ]);
    await screen.findByLabelText('E-posta');
    await user.click(saveButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Kaydetme sırasında bir hata oluştu');
    expect(saveButton()).toBeEnabled();
  });

  it("shows the server's message when the settings cannot be loaded", async () => {
    renderPage([graphQLError({ query: SettingsDocument })]);
    expect(await screen.findByRole('alert')).toHaveTextContent(SERVER_MESSAGE);
    expect(screen.queryByLabelText('E-posta')).not.toBeInTheDocument();
  });

  it("shows 'Ayarlar yüklenirken bir hata oluştu' when loading fails without a server message", async () => {
    renderPage([networkError({ query: SettingsDocument })]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ayarlar yüklenirken bir hata oluştu');
  });
});
