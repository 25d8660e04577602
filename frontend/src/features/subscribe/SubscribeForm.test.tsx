import { SUBSCRIPTION_STATUSES } from '@portfolio/content-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubscribeDocument } from '../../gql/graphql';
import { graphQLError, networkError, renderWithProviders, type Mock, type RecordedOperation } from '../../test/render';
import { SUBSCRIBE_FAILED, SubscribeForm } from './SubscribeForm';

const SENT = SUBSCRIPTION_STATUSES.gonderildi.text;
const INVALID = 'Geçerli bir e-posta adresi girin';
const TOO_MANY = 'Çok fazla deneme yapıldı. Lütfen biraz sonra tekrar deneyin.';

const field = () => screen.getByLabelText('E-posta adresiniz');
const button = () => screen.getByRole('button', { name: 'Abone ol' });
/** A notice comes to say `text`, as a status or an alert. */
const says = (role: 'status' | 'alert', text: string) =>
  waitFor(() => expect(screen.getByRole(role)).toHaveTextContent(text));
const silent = (role: 'status' | 'alert') => expect(screen.queryByRole(role)).not.toBeInTheDocument();
const sent = (operations: RecordedOperation[]) => operations.filter(({ name }) => name === 'Subscribe');

const request = (email: string, website: string | null = null) => ({
  query: SubscribeDocument,
  variables: { email, website },
});
const subscribed = (email: string, website: string | null = null): Mock => ({
  request: request(email, website),
  result: { data: { subscribe: true } },
});

/** The markup the server sends: what a reader without JavaScript submits. */
function serverMarkup(ui = <SubscribeForm />): HTMLElement {
  let markup: HTMLElement | undefined;
  renderWithProviders(ui, { beforeHydration: (container) => (markup = container.cloneNode(true) as HTMLElement) });
  return markup!;
}

describe('SubscribeForm without JavaScript: a plain POST to /subscribe', () => {
  it('posts `email` and the honeypot `website` to /subscribe, labelled, titled and required', () => {
    const markup = serverMarkup();
    const form = markup.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/subscribe');
    expect(form.hasAttribute('novalidate')).toBe(false); // the browser checks the address
    expect(within(markup).getByRole('heading', { level: 2 }).textContent).toBe('Yeni yazılardan haberdar olun');
    const email = within(markup).getByLabelText('E-posta adresiniz');
    expect(email).toMatchObject({ name: 'email', type: 'email', required: true, autocomplete: 'email' });
    expect(email.getAttribute('maxlength')).toBe('254');
    const submit = within(markup).getByRole('button', { name: 'Abone ol' });
    expect(submit).toHaveAttribute('type', 'submit');
    expect(submit).not.toBeDisabled();
    expect([...form.querySelectorAll('input')].map((input) => input.name)).toEqual(['email', 'website']);
  });

  it('hides the honeypot from people (out of sight, out of the tab order) and from screen readers', () => {
    const markup = serverMarkup();
    const honeypot = markup.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('.honeypot')).toHaveAttribute('aria-hidden', 'true');
    document.body.append(markup);
    expect(within(markup).queryByRole('textbox', { name: 'Web sitesi' })).not.toBeInTheDocument();
    markup.remove();
  });

  it('gives each form its own ids: a page may hold two', () => {
    const markup = serverMarkup(
      <>
        <SubscribeForm />
        <SubscribeForm variant="footer" />
      </>,
    );
    const ids = [...markup.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(Object.entries(SUBSCRIPTION_STATUSES))(
    'shows the answer `?durum=%s` names, as a status or an alert',
    (status, { error, text }) => {
      const markup = serverMarkup(<SubscribeForm status={status as keyof typeof SUBSCRIPTION_STATUSES} />);
      document.body.append(markup);
      expect(within(markup).getByRole(error ? 'alert' : 'status').textContent).toBe(text);
      expect(within(markup).queryByRole(error ? 'status' : 'alert')).not.toBeInTheDocument();
      markup.remove();
    },
  );
});

describe('SubscribeForm with JavaScript: the `subscribe` mutation, answered in place', () => {
  it(`sends the address and says '${SENT}' in a status, the field emptied`, async () => {
    const { user, operations } = renderWithProviders(<SubscribeForm />, { mocks: [subscribed('okur@ornek.com')] });
    await user.type(field(), '  okur@ornek.com ');
    await user.click(button());
    await says('status', SENT);
    expect(sent(operations)).toEqual([{ name: 'Subscribe', variables: { email: 'okur@ornek.com', website: null } }]);
    expect(field()).toHaveValue('');
    silent('alert');
  });

  it('checks the address itself: a bad one is refused in an alert, the field marked and focused, nothing sent', async () => {
    const { user, operations } = renderWithProviders(<SubscribeForm />);
    expect(document.querySelector('form')).toHaveAttribute('novalidate');
    for (const typed of ['', 'okur', 'okur@ornek', 'ok ur@ornek.com']) {
      await user.clear(field());
      if (typed) await user.type(field(), typed);
      await user.click(button());
      expect(screen.getByRole('alert')).toHaveTextContent(INVALID);
      expect(field()).toHaveAttribute('aria-invalid', 'true');
      expect(field()).toHaveAccessibleDescription(INVALID);
      expect(field()).toHaveFocus();
    }
    expect(sent(operations)).toHaveLength(0);
  });

  it('sends what a bot put in the honeypot (the gateway stores nothing then)', async () => {
    const { user, operations } = renderWithProviders(<SubscribeForm />, {
      mocks: [subscribed('bot@ornek.com', 'http://spam.example')],
    });
    await user.type(field(), 'bot@ornek.com');
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'http://spam.example';
    await user.click(button());
    await says('status', SENT);
    expect(sent(operations)[0]!.variables).toEqual({ email: 'bot@ornek.com', website: 'http://spam.example' });
  });

  it.each([
    ['the gateway refuses the address', graphQLError(request('a@b.cd'), INVALID, 'BAD_USER_INPUT'), INVALID],
    [
      'too many tries from this address',
      graphQLError(request('a@b.cd'), 'Çok fazla istek.', 'TOO_MANY_REQUESTS'),
      TOO_MANY,
    ],
    ['the network fails', networkError(request('a@b.cd')), SUBSCRIBE_FAILED],
    [
      'the server fails',
      graphQLError(request('a@b.cd'), 'Bir hata oluştu.', 'INTERNAL_SERVER_ERROR'),
      'Bir hata oluştu.',
    ],
  ])('%s: says so in an alert, the address kept', async (_case, mock, text) => {
    const { user } = renderWithProviders(<SubscribeForm />, { mocks: [mock] });
    await user.type(field(), 'a@b.cd');
    await user.click(button());
    await says('alert', text);
    silent('status');
    expect(field()).toHaveValue('a@b.cd');
  });

  it('sends once while the answer is awaited, the focus kept on the button', async () => {
    const { user, operations } = renderWithProviders(<SubscribeForm />, {
      mocks: [subscribed('okur@ornek.com')],
      delay: 50,
    });
    await user.type(field(), 'okur@ornek.com');
    await user.click(button());
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    await user.click(button());
    expect(button()).toHaveFocus();
    await says('status', SENT);
    expect(sent(operations)).toHaveLength(1);
    expect(button()).not.toHaveAttribute('aria-disabled');
  });

  it('replaces an answer shown by the address (`?durum=`) with the new one', async () => {
    const { user } = renderWithProviders(<SubscribeForm status="cok-fazla" />, { mocks: [subscribed('a@b.cd')] });
    expect(screen.getByRole('alert')).toHaveTextContent(TOO_MANY);
    await user.type(field(), 'a@b.cd');
    await user.click(button());
    await says('status', SENT);
    silent('alert');
  });

  it('keeps what was typed before the application took the page over', async () => {
    const { user, operations } = renderWithProviders(<SubscribeForm />, {
      mocks: [subscribed('erken@ornek.com')],
      beforeHydration: (container) => {
        container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'erken@ornek.com';
      },
    });
    expect(field()).toHaveValue('erken@ornek.com');
    await user.click(button());
    await says('status', SENT);
    expect(sent(operations)).toHaveLength(1);
  });
});
