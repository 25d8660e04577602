import { FEDIVERSE_ERRORS, FEDIVERSE_TEXTS } from '@portfolio/content-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FediverseSettingsDocument } from '../../../gql/admin/graphql';
import { expectSaveErrorUntilNextSave, toasts } from '../../../test/admin';
import { graphQLError, type RecordedOperation } from '../../../test/render';
import {
  ayse,
  fediverse,
  listMock,
  names,
  renderSettings,
  saveMock,
  saveRequest,
  settingsMock,
  stored,
  tab,
} from './fediverseTestKit';

const handle = () => within(fediverse()).getByLabelText(FEDIVERSE_TEXTS.handle);
const approve = () => within(fediverse()).getByRole('checkbox', { name: FEDIVERSE_TEXTS.approveFollows });
const save = () => within(fediverse()).getByRole('button', { name: /Kaydet|Kaydediliyor/ });
const account = () => fediverse().querySelector('.fediverse-account__value');
const saves = (operations: RecordedOperation[]) =>
  operations.filter((operation) => operation.name === 'UpdateFediverseSettings');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("SettingsPage: 'Fediverse'", () => {
  it("comes after 'Yorumlar' with the account, the handle and whether follows wait, each with its hint", async () => {
    renderSettings([settingsMock({ ...stored, approveFollows: true })]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent?.trim())).toEqual([
      'Yorumlar',
      'Fediverse',
    ]);
    expect(await within(fediverse()).findByLabelText(FEDIVERSE_TEXTS.handle)).toHaveValue('deniz');
    expect(within(fediverse()).getByText(FEDIVERSE_TEXTS.intro)).toBeInTheDocument();
    expect(within(fediverse()).getByText(FEDIVERSE_TEXTS.account)).toBeInTheDocument();
    expect(account()).toHaveTextContent(/^@deniz@deniz\.example$/);
    expect(handle()).toHaveAccessibleDescription(FEDIVERSE_TEXTS.handleHint);
    expect(approve()).toBeChecked();
    expect(approve()).toHaveAccessibleDescription(FEDIVERSE_TEXTS.approveFollowsHint);
  });

  it("'Kopyala' copies the account; when the clipboard refuses, the account is selected and it says so", async () => {
    const { user } = renderSettings([]);
    await within(fediverse()).findByLabelText(FEDIVERSE_TEXTS.handle);
    const copy = within(fediverse()).getByRole('button', { name: FEDIVERSE_TEXTS.copy });
    expect(copy).toHaveAccessibleDescription('@deniz@deniz.example');
    await user.click(copy);
    expect(await navigator.clipboard.readText()).toBe('@deniz@deniz.example');
    expect(within(toasts()).getByText(FEDIVERSE_TEXTS.copied)).toBeInTheDocument();

    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('refused', 'NotAllowedError'));
    await user.click(copy);
    expect(await within(toasts()).findByText(FEDIVERSE_TEXTS.copyFailed)).toHaveClass('toast--error');
    expect(getSelection()?.toString()).toBe('@deniz@deniz.example');
  });

  it('saves the handle (trimmed) and the approval; the account shown is the new one', async () => {
    const { user, operations } = renderSettings([settingsMock(), saveMock('deniz_yilmaz', true)]);
    await within(fediverse()).findByLabelText(FEDIVERSE_TEXTS.handle);
    await user.clear(handle());
    await user.type(handle(), '  deniz_yilmaz ');
    await user.click(approve());
    await user.click(save());
    expect(await within(toasts()).findByText(FEDIVERSE_TEXTS.saved)).toHaveClass('toast--success');
    expect(saves(operations).map((operation) => operation.variables)).toEqual([
      { input: { handle: 'deniz_yilmaz', approveFollows: true } },
    ]);
    await waitFor(() => expect(account()).toHaveTextContent(/^@deniz_yilmaz@deniz\.example$/));
    expect(handle()).toHaveValue('deniz_yilmaz');
  });

  it.each(['', 'Deniz', 'deniz yılmaz', 'ayşe', 'deniz-y', '@deniz'])(
    'refuses the handle %j at its field in Turkish and sends nothing',
    async (typed) => {
      const { user, operations } = renderSettings([]);
      await within(fediverse()).findByLabelText(FEDIVERSE_TEXTS.handle);
      await user.clear(handle());
      if (typed) await user.type(handle(), typed);
      await user.click(save());
      expect(await within(fediverse()).findByRole('alert')).toHaveTextContent(FEDIVERSE_ERRORS.handle);
      expect(handle()).toHaveAttribute('aria-invalid', 'true');
      expect(handle()).toHaveAccessibleDescription(`${FEDIVERSE_TEXTS.handleHint} ${FEDIVERSE_ERRORS.handle}`);
      expect(saves(operations)).toEqual([]);
    },
  );

  it('takes at most 30 characters', async () => {
    renderSettings([]);
    await within(fediverse()).findByLabelText(FEDIVERSE_TEXTS.handle);
    expect(handle()).toHaveAttribute('maxlength', '30');
  });

  it("shows the gateway's refusal of the handle at its field, and nothing else changes", async () => {
    const { user, operations } = renderSettings([
      settingsMock(),
      listMock([ayse]),
      graphQLError(saveRequest('yazar', true), FEDIVERSE_ERRORS.handle, 'BAD_USER_INPUT'),
    ]);
    await within(fediverse()).findByRole('article', { name: 'Ayşe Demir' });
    await user.clear(handle());
    await user.type(handle(), 'yazar');
    await user.click(approve());
    await user.click(save());
    const refusal = await within(fediverse()).findByRole('alert');
    expect(refusal).toHaveTextContent(FEDIVERSE_ERRORS.handle);
    expect(refusal).toHaveClass('field-error');
    expect(handle()).toHaveAttribute('aria-invalid', 'true');
    // Not in the form's error box, no success; the account, the typed values and the lists as they were.
    expect(fediverse().querySelector('.notice--error')).toBeNull();
    expect(within(toasts()).queryByText(FEDIVERSE_TEXTS.saved)).toBeNull();
    expect(account()).toHaveTextContent(/^@deniz@deniz\.example$/);
    expect(handle()).toHaveValue('yazar');
    expect(approve()).toBeChecked();
    expect(names()).toEqual(['Ayşe Demir']);
    expect(tab(/^Takipçiler/)).toHaveTextContent('Takipçiler 2');
    expect(saves(operations)).toHaveLength(1);
    // Typing again clears it.
    await user.type(handle(), 'x');
    expect(within(fediverse()).queryByRole('alert')).toBeNull();
  });

  it("keeps any other refusal in the form's error box until the next save", async () => {
    await expectSaveErrorUntilNextSave({
      render: (userOptions) =>
        renderSettings(
          [settingsMock(), graphQLError(saveRequest('deniz', false)), saveMock('deniz', false)],
          undefined,
          {
            userOptions,
          },
        ),
      ready: FEDIVERSE_TEXTS.handle,
      success: FEDIVERSE_TEXTS.saved,
      form: fediverse,
    });
  });

  it('says so when the settings cannot be loaded', async () => {
    renderSettings([graphQLError({ query: FediverseSettingsDocument })]);
    expect(await within(fediverse()).findByRole('alert')).toHaveTextContent('Sunucudan gelen hata mesajı');
    expect(within(fediverse()).queryByRole('textbox')).toBeNull();
  });
});
