import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendContactMessageDocument } from '../../gql/graphql';
import {
  graphQLError,
  installFakeTimers,
  networkError,
  renderWithProviders,
  sendContactMock,
  type ContactInput,
  type Mock,
  type RecordedOperation,
} from '../../test/render';
import { ContactForm } from './ContactForm';
import { enableFormEarly } from './earlyForm';

const SENT = 'Mesajınız başarıyla gönderildi!';
const FAILED = 'Mesaj gönderilemedi. Lütfen tekrar deneyin.';
const RATE_LIMITED = 'Çok fazla mesaj gönderdiniz. Lütfen 10 dakika sonra tekrar deneyin.';
const MESSAGE: ContactInput = {
  name: 'Deniz Yılmaz',
  email: 'deniz@example.com',
  message: 'Merhaba, bir proje için yazıyorum.',
};

const nameInput = () => screen.getByLabelText('İsim');
const emailInput = () => screen.getByLabelText('E-posta');
const messageInput = () => screen.getByLabelText('Mesaj');
const submitButton = () => screen.getByRole('button', { name: /Gönder/ });
const sent = (operations: RecordedOperation[]) =>
  operations.filter((operation) => operation.name === 'SendContactMessage');

function renderForm(mocks: Mock[] = [], fakeTimers = false, beforeHydration?: (container: HTMLElement) => void) {
  return renderWithProviders(<ContactForm />, {
    mocks,
    beforeHydration,
    // On the fake clock, answers take ANSWER_MS so that they arrive inside flush()'s act().
    delay: fakeTimers ? ANSWER_MS : 0,
    userOptions: fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : undefined,
  });
}

type User = ReturnType<typeof renderForm>['user'];

async function fill(user: User, { name, email, message }: Partial<ContactInput>) {
  if (name !== undefined) await user.type(nameInput(), name);
  if (email !== undefined) await user.type(emailInput(), email);
  if (message !== undefined) await user.type(messageInput(), message);
}

const ANSWER_MS = 10;
/** Lets the mocked answer and the promise chain behind it run on the fake clock. */
const flush = () => act(() => vi.advanceTimersByTimeAsync(ANSWER_MS));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Contact form: validation (docs/product/public.md#contact-form-validation)', () => {
  it('shows every required message on an empty submit and sends nothing', async () => {
    const { user, operations } = renderForm();
    await user.click(submitButton());
    expect(screen.getByText('İsim alanı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('E-posta alanı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Mesaj alanı zorunludur')).toBeInTheDocument();
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).toHaveAccessibleDescription('İsim alanı zorunludur');
    expect(emailInput()).toHaveAccessibleDescription('E-posta alanı zorunludur');
    expect(messageInput()).toHaveAccessibleDescription('Mesaj alanı zorunludur');
    expect(sent(operations)).toHaveLength(0);
  });

  it('treats a name of spaces as missing', async () => {
    const { user, operations } = renderForm();
    await fill(user, { ...MESSAGE, name: '    ' });
    await user.click(submitButton());
    expect(screen.getByText('İsim alanı zorunludur')).toBeInTheDocument();
    expect(screen.queryByText(/E-posta alanı|Geçerli bir e-posta|Mesaj alanı|Mesaj en az/)).not.toBeInTheDocument();
    expect(sent(operations)).toHaveLength(0);
  });

  it('rejects a malformed email', async () => {
    const { user, operations } = renderForm();
    await fill(user, { ...MESSAGE, email: 'deniz@example' });
    await user.click(submitButton());
    expect(screen.getByText('Geçerli bir e-posta adresi giriniz')).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
    expect(sent(operations)).toHaveLength(0);
  });

  it('needs a message of at least 10 characters after trimming', async () => {
    const { user, operations } = renderForm();
    await fill(user, { ...MESSAGE, message: '   123456789   ' });
    await user.click(submitButton());
    expect(screen.getByText('Mesaj en az 10 karakter olmalıdır')).toBeInTheDocument();
    expect(sent(operations)).toHaveLength(0);
  });

  it("clears only the edited field's error", async () => {
    const { user } = renderForm();
    await user.click(submitButton());
    await user.type(nameInput(), 'D');
    expect(screen.queryByText('İsim alanı zorunludur')).not.toBeInTheDocument();
    expect(nameInput()).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('E-posta alanı zorunludur')).toBeInTheDocument();
    expect(screen.getByText('Mesaj alanı zorunludur')).toBeInTheDocument();

    await user.type(messageInput(), 'x');
    expect(screen.queryByText('Mesaj alanı zorunludur')).not.toBeInTheDocument();
    expect(screen.getByText('E-posta alanı zorunludur')).toBeInTheDocument();
  });

  it('announces a submit with errors once, in one alert, and puts the focus on the first marked field', async () => {
    const { user } = renderForm();
    await user.click(submitButton());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Mesaj gönderilmedi: lütfen işaretli alanları düzeltin\.$/);
    expect(screen.getAllByRole('alert')).toHaveLength(1); // the field messages are read with their fields
    expect(nameInput()).toHaveFocus();

    // A second submit with errors left is announced again (a fresh alert), focusing the first one left.
    await user.type(nameInput(), 'Deniz');
    await user.click(submitButton());
    expect(screen.getByRole('alert')).not.toBe(alert);
    expect(emailInput()).toHaveFocus();

    await user.type(emailInput(), 'deniz@example');
    await user.type(messageInput(), MESSAGE.message);
    await user.click(submitButton());
    expect(emailInput()).toHaveFocus();
    expect(emailInput()).toHaveAccessibleDescription('Geçerli bir e-posta adresi giriniz');

    // Once every marked field is edited, the summary goes too.
    await user.type(emailInput(), '.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('caps the inputs at 100, 254 and 5000 characters', () => {
    renderForm();
    expect(nameInput()).toHaveAttribute('maxlength', '100');
    expect(emailInput()).toHaveAttribute('maxlength', '254');
    expect(messageInput()).toHaveAttribute('maxlength', '5000');
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(messageInput().tagName).toBe('TEXTAREA');
  });
});

describe('Contact form: sending (docs/product/public.md#contact-form)', () => {
  it("shows 'Gönderiliyor...' with the button disabled while sending", async () => {
    const { user, operations } = renderForm([sendContactMock(MESSAGE, { delay: Infinity })]);
    await fill(user, MESSAGE);
    await user.click(submitButton());
    const button = screen.getByRole('button', { name: 'Gönderiliyor...' });
    expect(button).toBeDisabled();
    expect(sent(operations)).toEqual([
      { name: 'SendContactMessage', variables: { input: { ...MESSAGE, website: null } } },
    ]);
    await user.click(button);
    expect(sent(operations)).toHaveLength(1);
  });

  it('announces success, clears the form, and hides the notice after 5000 ms', async () => {
    installFakeTimers();
    const { user } = renderForm([sendContactMock(MESSAGE)], true);
    await fill(user, MESSAGE);
    await user.click(submitButton());
    await flush();

    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`^${SENT}$`));
    // The reader continues from the notice, not from the top of the page.
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveAttribute('tabindex', '-1');
    expect(nameInput()).toHaveValue('');
    expect(emailInput()).toHaveValue('');
    expect(messageInput()).toHaveValue('');
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveTextContent('Gönder');

    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(screen.getByText(SENT)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByText(SENT)).not.toBeInTheDocument();
    // The focused notice has gone: the focus is on the form's heading, not lost to the page.
    expect(screen.getByRole('heading', { name: 'Mesaj Gönder' })).toHaveFocus();
  });

  it.each([
    ['a network error', networkError],
    [
      'a server error other than TOO_MANY_REQUESTS',
      (request: Mock['request']) => graphQLError(request, 'Geçersiz istek', 'BAD_USER_INPUT'),
    ],
    ['a server error without a code', (request: Mock['request']) => graphQLError(request, 'Sunucu hatası')],
  ])(`says '${FAILED}' on %s, keeps the form, and keeps the notice until the next submit`, async (_case, mock) => {
    installFakeTimers();
    const request = { query: SendContactMessageDocument, variables: { input: { ...MESSAGE, website: null } } };
    const { user } = renderForm([mock(request), sendContactMock(MESSAGE, { delay: 100 })], true);
    await fill(user, MESSAGE);
    await user.click(submitButton());
    await flush();

    expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${FAILED}$`));
    expect(nameInput()).toHaveValue(MESSAGE.name);
    expect(emailInput()).toHaveValue(MESSAGE.email);
    expect(messageInput()).toHaveValue(MESSAGE.message);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent(FAILED);

    await user.click(submitButton());
    expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Gönderiliyor...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
  });

  it("adds the server's message when the server refused with TOO_MANY_REQUESTS", async () => {
    installFakeTimers();
    const request = { query: SendContactMessageDocument, variables: { input: { ...MESSAGE, website: null } } };
    const { user } = renderForm([graphQLError(request, RATE_LIMITED, 'TOO_MANY_REQUESTS')], true);
    await fill(user, MESSAGE);
    await user.click(submitButton());
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(`${FAILED} ${RATE_LIMITED}`);
  });

  it('sends the honeypot field empty as null', async () => {
    const { user, operations } = renderForm([sendContactMock(MESSAGE)]);
    await fill(user, MESSAGE);
    await user.click(submitButton());
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sent(operations)[0]?.variables).toEqual({ input: { ...MESSAGE, website: null } });
  });
});

describe('Contact form: rendered on the server', () => {
  const serverHtml = async (email: string) => {
    const { renderToString } = await import('react-dom/server');
    const { MockedProvider } = await import('@apollo/client/testing/react');
    return renderToString(
      <MockedProvider>
        <ContactForm email={email} />
      </MockedProvider>,
    );
  };

  it('arrives disabled (it sends through GraphQL) and says so without JavaScript, offering the e-mail', async () => {
    const html = await serverHtml('ayse@ornek.com');
    expect(html).toMatch(/<fieldset class="contact-form__fields" disabled="">/);
    expect(html).toContain('<noscript>');
    expect(html).toContain('Mesaj formu JavaScript ile çalışır.');
    expect(html).toContain('<a href="mailto:ayse@ornek.com">ayse@ornek.com</a>');
  });

  it('without an e-mail address asks for JavaScript instead', async () => {
    expect(await serverHtml('')).toContain('Göndermek için tarayıcınızda JavaScript’i açın.');
  });

  it("is enabled by the page's script, and takes over what was typed and sent before it hydrated", async () => {
    const { operations } = renderForm([sendContactMock(MESSAGE)], false, (container) => {
      expect(container.querySelector('fieldset')!.disabled).toBe(true);
      enableFormEarly(document);
      expect(container.querySelector('fieldset')!.disabled).toBe(false);
      for (const [id, value] of Object.entries(MESSAGE))
        (container.querySelector(`#contact-${id}`) as HTMLInputElement).value = value ?? '';
      // Held by the page's script: the browser does not send the form itself.
      expect(container.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }))).toBe(false);
    });
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(sent(operations).map((operation) => operation.variables)).toEqual([
      { input: { ...MESSAGE, website: null } },
    ]);
    expect(nameInput()).toHaveValue(''); // cleared after sending, as ever
  });

  it('is enabled once it runs in the browser', () => {
    renderForm();
    expect(nameInput()).toBeEnabled();
    expect(submitButton()).toBeEnabled();
  });
});
