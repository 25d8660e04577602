import { COMMENT_ERRORS, COMMENT_TEXTS } from '@portfolio/content-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CommentSettingsDocument,
  type CommentSettingsQuery,
  SetCommentSettingsDocument,
} from '../../../gql/admin/graphql';
import { expectSaveErrorUntilNextSave, renderAdminScreen, toasts } from '../../../test/admin';
import { graphQLError, type Mock, type RenderOptions } from '../../../test/render';
import { closeAfterDaysOf } from '../comments/CommentSettingsSection';
import { fediverseMocks } from './fediverseTestKit';
import SettingsPage from './SettingsPage';

type Settings = CommentSettingsQuery['commentSettings'];
const stored: Settings = { approveKnown: false, closeAfterDays: null, mailOwner: true };

const settingsMock = (value: Settings = stored): Mock => ({
  request: { query: CommentSettingsDocument },
  result: { data: { commentSettings: { __typename: 'CommentSettings', ...value } } },
  maxUsageCount: 10,
});
const saveRequest = (input: Settings) => ({ query: SetCommentSettingsDocument, variables: { input } });
const saveMock = (input: Settings): Mock => ({
  request: saveRequest(input),
  result: { data: { setCommentSettings: { __typename: 'CommentSettings', ...input } } },
});

/** 'Ayarlar' with `mocks` answering first, the 'Fediverse' section's queries answered (fediverseTestKit). */
const renderPage = (mocks: Mock[], options: RenderOptions = {}) =>
  renderAdminScreen(<SettingsPage />, { ...options, mocks: [...mocks, ...fediverseMocks()] });

const section = () => screen.getByRole('region', { name: 'Yorumlar' });
const days = () => screen.getByLabelText(COMMENT_TEXTS.closeAfterDays);
const approveKnown = () => screen.getByRole('checkbox', { name: COMMENT_TEXTS.approveKnown });
const mailOwner = () => screen.getByRole('checkbox', { name: COMMENT_TEXTS.mailOwner });
const save = () => within(section()).getByRole('button', { name: /Kaydet|Kaydediliyor/ });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("SettingsPage: 'Yorumlar'", () => {
  it('shows the stored settings: an empty days field means never, as its hint says', async () => {
    renderPage([settingsMock({ approveKnown: true, closeAfterDays: 30, mailOwner: false })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Yorumlar' })).toBeInTheDocument();
    expect(await screen.findByLabelText(COMMENT_TEXTS.closeAfterDays)).toHaveValue(30);
    expect(days()).toHaveAccessibleDescription(COMMENT_TEXTS.closeNever);
    expect(approveKnown()).toBeChecked();
    expect(mailOwner()).not.toBeChecked();
  });

  it('saves the three settings, an emptied days field as null (never), with the house success message', async () => {
    const { user, operations } = renderPage([
      settingsMock({ ...stored, closeAfterDays: 14 }),
      saveMock({ approveKnown: true, closeAfterDays: null, mailOwner: false }),
    ]);
    await screen.findByLabelText(COMMENT_TEXTS.closeAfterDays);
    await user.click(approveKnown());
    await user.clear(days());
    await user.click(mailOwner());
    await user.click(save());
    expect(await within(toasts()).findByText('Yorum ayarları kaydedildi')).toHaveClass('toast--success');
    expect(operations.find((operation) => operation.name === 'SetCommentSettings')?.variables).toEqual({
      input: { approveKnown: true, closeAfterDays: null, mailOwner: false },
    });
  });

  it('saves a number of days', async () => {
    const { user, operations } = renderPage([settingsMock(), saveMock({ ...stored, closeAfterDays: 90 })]);
    await screen.findByLabelText(COMMENT_TEXTS.closeAfterDays);
    await user.type(days(), '90');
    await user.click(save());
    await waitFor(() =>
      expect(operations.find((operation) => operation.name === 'SetCommentSettings')?.variables).toEqual({
        input: { ...stored, closeAfterDays: 90 },
      }),
    );
  });

  it.each(['0', '3651', '-5', '2.5', '1e3'])('refuses %j in Turkish and sends nothing', async (typed) => {
    const { user, operations } = renderPage([settingsMock()]);
    await screen.findByLabelText(COMMENT_TEXTS.closeAfterDays);
    await user.type(days(), typed);
    await user.click(save());
    expect(await within(section()).findByRole('alert')).toHaveTextContent(COMMENT_ERRORS.closeAfterDays);
    expect(days()).toHaveAttribute('aria-invalid', 'true');
    expect(operations.some((operation) => operation.name === 'SetCommentSettings')).toBe(false);
  });

  it('reads the days as the gateway bounds them', () => {
    expect(closeAfterDaysOf('')).toBeNull();
    expect(closeAfterDaysOf('  ')).toBeNull();
    expect(closeAfterDaysOf('1')).toBe(1);
    expect(closeAfterDaysOf(' 3650 ')).toBe(3650);
    for (const bad of ['0', '3651', '-1', '1.0', 'on', '١٢']) expect(closeAfterDaysOf(bad)).toBeUndefined();
  });

  it("keeps the server's refusal beside the form until the next save", async () => {
    const input = stored;
    await expectSaveErrorUntilNextSave({
      render: (userOptions) =>
        renderPage([settingsMock(), graphQLError(saveRequest(input)), saveMock(input)], { userOptions }),
      ready: COMMENT_TEXTS.closeAfterDays,
      success: 'Yorum ayarları kaydedildi',
      form: section,
    });
  });

  it('says so when the settings cannot be loaded', async () => {
    renderPage([graphQLError({ query: CommentSettingsDocument })]);
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Sunucudan gelen hata mesajı');
  });
});
