import { COMMENT_RULES, COMMENT_STATUSES, COMMENT_TEXTS } from '@portfolio/content-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddCommentDocument } from '../../gql/graphql';
import { GENERIC_ERROR } from '../../lib/errors';
import { graphQLError, networkError, renderWithProviders, type Mock, type RecordedOperation } from '../../test/render';
import { CommentForm } from './CommentForm';

const input = {
  name: 'Ayşe Yılmaz',
  email: 'ayse@ornek.com',
  text: 'Güzel yazı.\nTeşekkürler!',
  website: null as string | null,
};
type Input = typeof input;

const request = (value: Input = input) => ({ query: AddCommentDocument, variables: { post: 'p1', input: value } });
const answered = (status: 'PENDING' | 'APPROVED', value: Input = input): Mock => ({
  request: request(value),
  result: { data: { addComment: { __typename: 'AddedComment', id: 'c9', status } } },
});

const form = () => <CommentForm post="p1" slug="ilk-yazi" />;
const field = (label: string) => screen.getByLabelText(label);
const button = () => screen.getByRole('button', { name: COMMENT_TEXTS.submit });
const says = (role: 'status' | 'alert', text: string) =>
  waitFor(() => expect(screen.getByRole(role)).toHaveTextContent(text));
const sent = (operations: RecordedOperation[]) => operations.filter(({ name }) => name === 'AddComment');

async function fill(user: ReturnType<typeof renderWithProviders>['user'], value: Partial<Input> = input) {
  if (value.name) await user.type(field(COMMENT_TEXTS.name), value.name);
  if (value.email) await user.type(field(COMMENT_TEXTS.email), value.email);
  if (value.text) await user.type(field(COMMENT_TEXTS.text), value.text);
}

/** The markup the server sends at `route`: what a reader without JavaScript submits. */
function serverMarkup(ui = form(), route = '/'): HTMLElement {
  let markup: HTMLElement | undefined;
  renderWithProviders(ui, {
    route,
    beforeHydration: (container) => (markup = container.cloneNode(true) as HTMLElement),
  });
  return markup!;
}

describe('CommentForm without JavaScript: a plain POST to /blog/{slug}/comments', () => {
  it("posts from an English post's page to its English address (/en/blog/{slug}/comments)", () => {
    const markup = serverMarkup(<CommentForm post="p1" slug="first-post" />, '/en/blog/first-post');
    expect(markup.querySelector('form')!.getAttribute('action')).toBe('/en/blog/first-post/comments');
  });

  it('posts name, email, text and the honeypot there, each field labelled, required and bounded', () => {
    const markup = serverMarkup(<CommentForm post="p1" slug="ilk yazı" />);
    const element = markup.querySelector('form')!;
    expect(element.getAttribute('method')).toBe('post');
    expect(element.getAttribute('action')).toBe('/blog/ilk%20yaz%C4%B1/comments');
    expect(element.hasAttribute('novalidate')).toBe(false); // the browser checks the fields
    expect(within(markup).getByRole('heading', { level: 3 }).textContent).toBe(COMMENT_TEXTS.formTitle);
    expect([...element.querySelectorAll('input, textarea')].map((control) => control.getAttribute('name'))).toEqual([
      'name',
      'email',
      'text',
      'website',
    ]);
    for (const [label, name] of [
      [COMMENT_TEXTS.name, 'name'],
      [COMMENT_TEXTS.email, 'email'],
      [COMMENT_TEXTS.text, 'text'],
    ] as const) {
      const control = within(markup).getByLabelText(label);
      expect(control).toHaveAttribute('name', name);
      expect(control).toBeRequired();
      expect(control.getAttribute('maxlength')).toBe(String(COMMENT_RULES[name].max));
    }
    expect(within(markup).getByLabelText(COMMENT_TEXTS.text).tagName).toBe('TEXTAREA');
    expect(within(markup).getByLabelText(COMMENT_TEXTS.text)).toHaveAttribute('maxlength', '5000');
    expect(within(markup).getByLabelText(COMMENT_TEXTS.email)).toHaveAttribute('type', 'email');
    expect(markup).toHaveTextContent(COMMENT_TEXTS.emailHint);
    expect(markup).toHaveTextContent(COMMENT_TEXTS.moderated);
    expect(within(markup).getByRole('button', { name: COMMENT_TEXTS.submit })).toHaveAttribute('type', 'submit');
  });

  it('says that the address is never shown, with the field', () => {
    renderWithProviders(form());
    expect(field(COMMENT_TEXTS.email)).toHaveAccessibleDescription(COMMENT_TEXTS.emailHint);
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
});

describe('CommentForm with JavaScript: `addComment`, answered in place', () => {
  it(`sends the comment and says '${COMMENT_STATUSES.bekliyor.text}', the fields emptied`, async () => {
    const { user, operations } = renderWithProviders(form(), { mocks: [answered('PENDING')] });
    expect(document.querySelector('form')).toHaveAttribute('novalidate');
    await fill(user);
    await user.click(button());
    await says('status', COMMENT_STATUSES.bekliyor.text);
    expect(sent(operations)).toEqual([{ name: 'AddComment', variables: { post: 'p1', input } }]);
    expect(field(COMMENT_TEXTS.name)).toHaveValue('');
    expect(field(COMMENT_TEXTS.text)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it(`says '${COMMENT_STATUSES.yayinlandi.text}' when the comment is published at once`, async () => {
    const { user } = renderWithProviders(form(), { mocks: [answered('APPROVED')] });
    await fill(user);
    await user.click(button());
    await says('status', COMMENT_STATUSES.yayinlandi.text);
  });

  it('checks the fields itself: each message under its field, the first one focused, nothing sent', async () => {
    const { user, operations } = renderWithProviders(form());
    await user.click(button());
    expect(screen.getByRole('alert')).toHaveTextContent(COMMENT_STATUSES.gecersiz.text);
    expect(field(COMMENT_TEXTS.name)).toHaveAccessibleDescription(COMMENT_RULES.name.required);
    expect(field(COMMENT_TEXTS.name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(COMMENT_TEXTS.email)).toHaveAccessibleDescription(
      `${COMMENT_TEXTS.emailHint} ${COMMENT_RULES.email.required}`,
    );
    expect(field(COMMENT_TEXTS.text)).toHaveAccessibleDescription(COMMENT_RULES.text.required);
    expect(field(COMMENT_TEXTS.name)).toHaveFocus();

    await fill(user, { name: 'Ayşe', email: 'ayse@ornek', text: '   ' });
    await user.click(button());
    expect(field(COMMENT_TEXTS.name)).not.toHaveAttribute('aria-invalid');
    expect(field(COMMENT_TEXTS.email)).toHaveAccessibleDescription(
      `${COMMENT_TEXTS.emailHint} ${COMMENT_RULES.email.invalid}`,
    );
    expect(field(COMMENT_TEXTS.email)).toHaveFocus();
    expect(sent(operations)).toHaveLength(0);
  });

  it('refuses a text over 5000 characters before sending it', async () => {
    const { user, operations } = renderWithProviders(form());
    await fill(user, { name: 'Ayşe', email: 'ayse@ornek.com' });
    // Pasted past the field's maxlength (a browser keeps it to 5000; a script need not).
    const text = field(COMMENT_TEXTS.text) as HTMLTextAreaElement;
    text.value = 'a'.repeat(5001);
    await user.click(button());
    expect(text).toHaveAccessibleDescription(COMMENT_RULES.text.tooLong);
    expect(sent(operations)).toHaveLength(0);
  });

  it('sends what a bot put in the honeypot (the gateway stores nothing then)', async () => {
    const { user, operations } = renderWithProviders(form(), {
      mocks: [answered('PENDING', { ...input, website: 'http://spam.example' })],
    });
    await fill(user);
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'http://spam.example';
    await user.click(button());
    await says('status', COMMENT_STATUSES.bekliyor.text);
    expect(sent(operations)[0]!.variables.input).toMatchObject({ website: 'http://spam.example' });
  });

  it.each([
    ['BAD_USER_INPUT', 'İsim en fazla 100 karakter olabilir', COMMENT_STATUSES.gecersiz.text],
    ['TOO_MANY_REQUESTS', 'Çok fazla istek', COMMENT_STATUSES['cok-fazla'].text],
    ['FORBIDDEN', 'Bu yazı yorumlara kapalı.', COMMENT_STATUSES.kapali.text],
    ['NOT_FOUND', 'Blog bulunamadı', 'Blog bulunamadı'],
  ])('answers %s in an alert, what was typed kept', async (code, message, said) => {
    const { user } = renderWithProviders(form(), { mocks: [graphQLError(request(), message, code)] });
    await fill(user);
    await user.click(button());
    await says('alert', said);
    expect(field(COMMENT_TEXTS.name)).toHaveValue(input.name);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says so when the gateway cannot be reached, and sends again when asked', async () => {
    const { user, operations } = renderWithProviders(form(), {
      mocks: [networkError(request()), answered('PENDING')],
    });
    await fill(user);
    await user.click(button());
    await says('alert', GENERIC_ERROR);
    await user.click(button());
    await says('status', COMMENT_STATUSES.bekliyor.text);
    expect(sent(operations)).toHaveLength(2);
  });

  it('keeps what was typed before the application took the page over', async () => {
    const { user } = renderWithProviders(form(), {
      mocks: [answered('PENDING')],
      beforeHydration: (container) => {
        const set = (name: string, value: string) => {
          container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!.value = value;
        };
        set('name', input.name);
        set('email', input.email);
        set('text', input.text);
      },
    });
    expect(field(COMMENT_TEXTS.text)).toHaveValue(input.text);
    await user.click(button());
    await says('status', COMMENT_STATUSES.bekliyor.text);
  });
});
