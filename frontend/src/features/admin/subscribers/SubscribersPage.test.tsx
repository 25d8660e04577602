import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AdminDeleteSubscriberDocument,
  AdminImportSubscribersDocument,
  AdminSetSubscriberSettingsDocument,
  AdminSubscribersCsvDocument,
  AdminSubscriberSendsDocument,
} from '../../../gql/admin/graphql';
import { shortDate } from '../../../lib/format';
import { renderAdminScreen, toasts } from '../../../test/admin';
import { graphQLError, type Mock } from '../../../test/render';
import { adminPath } from '../paths';
import { SEND_POLL_MS } from './SendProgress';
import {
  ALREADY_AGREED,
  DELETE_ERROR,
  DELETE_SUCCESS,
  EMPTY_LIST,
  exportName,
  groupDigits,
  IMPORT_MAX_BYTES,
  IMPORT_NO_FILE,
  MAIL_OFF,
  progressText,
  SETTINGS_SAVED,
  toTheirNumber,
} from './subscriberTexts';
import SubscribersPage, { listHref, PER_PAGE } from './SubscribersPage';
import { countsMock, pageMock, send, sendsMock, settingsMock, subscribers } from './subscribersTestKit';

const ROUTE = adminPath('subscribers');

/** The screen at `route`, the counts, the settings and no sends answered unless `mocks` answer them. */
function renderPage(mocks: Mock[], route = ROUTE) {
  const given = new Set(mocks.map((mock) => mock.request.query));
  const defaults = [countsMock(120, 7, 2), settingsMock(), sendsMock([])].filter(
    (mock) => !given.has(mock.request.query),
  );
  return renderAdminScreen(<SubscribersPage />, { route, path: ROUTE, mocks: [...mocks, ...defaults] });
}

const table = () => screen.findByRole('table');
const row = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;
const emails = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((tr) => (tr as HTMLTableRowElement).cells[0]!.textContent);

afterEach(() => vi.restoreAllMocks());

describe("SubscribersPage ('Aboneler')", () => {
  it('shows the three counts, then the newest subscribers with their state, source and day', async () => {
    renderPage([countsMock(1234, 7, 2), pageMock(subscribers(3))]);
    expect(screen.getByRole('heading', { level: 1, name: 'Aboneler' })).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'Abone sayıları' });
    await waitFor(() =>
      expect(
        within(counts)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['1 234Onaylı', '7Onay bekleyen', '2Bu ay ayrılan']),
    );
    expect(await emails()).toEqual(['okur0@ornek.com', 'okur1@ornek.com', 'okur2@ornek.com']);
    expect(
      within(await table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['E-posta', 'Durum', 'Kaynak', 'Eklenme', 'İşlemler']);
    const pending = row('okur2@ornek.com');
    expect(within(pending).getByText('Onay bekliyor')).toBeInTheDocument();
    expect(within(pending).getByText('Form')).toBeInTheDocument();
    expect(within(pending).getByText(shortDate(subscribers(3)[2]!.createdAt))).toBeInTheDocument();
    expect(within(row('okur1@ornek.com')).getByText('Onaylı')).toBeInTheDocument();
    expect(within(row('okur1@ornek.com')).getByText('İçe aktarma')).toBeInTheDocument();
    expect(screen.getByText('3 abone')).toBeInTheDocument();
  });

  it("says 'Henüz abone yok' with no subscriber, and what was searched when nothing matches", async () => {
    const { unmount } = renderPage([pageMock([])]);
    expect(await screen.findByText(EMPTY_LIST)).toBeInTheDocument();
    unmount();
    renderPage([pageMock([], { search: 'yok' })], `${ROUTE}?ara=yok`);
    expect(await screen.findByText('“yok” içeren bir adres yok')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Adreslerde ara' })).toHaveValue('yok');
  });

  it('searches by a part of the address: the search goes in the address and the list starts on page 1', async () => {
    const { user, operations } = renderPage(
      [pageMock(subscribers(PER_PAGE), { page: 2, total: 120 }), pageMock(subscribers(1, 7), { search: 'okur7' })],
      `${ROUTE}?sayfa=2`,
    );
    expect(await emails()).toHaveLength(PER_PAGE);
    await user.type(screen.getByRole('searchbox', { name: 'Adreslerde ara' }), '  okur7 {Enter}');
    await waitFor(async () => expect(await emails()).toEqual(['okur7@ornek.com']));
    expect(screen.getByTestId('location')).toHaveTextContent(`${ROUTE}?ara=okur7`);
    expect(operations.filter((operation) => operation.name === 'AdminSubscribers').map((o) => o.variables)).toEqual([
      { search: null, page: 2, perPage: PER_PAGE },
      { search: 'okur7', page: 1, perPage: PER_PAGE },
    ]);
  });

  it('pages through 25 at a time, keeping the search in the links', async () => {
    const { user } = renderPage(
      [
        pageMock(subscribers(PER_PAGE), { search: 'okur', total: 120 }),
        pageMock(subscribers(PER_PAGE, PER_PAGE), { search: 'okur', page: 2, total: 120 }),
      ],
      `${ROUTE}?ara=okur`,
    );
    expect(await emails()).toHaveLength(PER_PAGE);
    expect(PER_PAGE).toBe(25);
    expect(screen.getByText('120 abone · Sayfa 1 / 5')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Sayfalar' });
    expect(within(pages).getByRole('link', { name: 'Sayfa 5' })).toHaveAttribute('href', `${ROUTE}?ara=okur&sayfa=5`);
    await user.click(within(pages).getByRole('link', { name: 'Sonraki' }));
    await waitFor(async () => expect((await emails())[0]).toBe('okur25@ornek.com'));
    expect(screen.getByTestId('location')).toHaveTextContent(`${ROUTE}?ara=okur&sayfa=2`);
    expect(listHref('', 1)).toBe(ROUTE);
  });

  it('asks before deleting, then reads the list and the counts again; Vazgeç sends nothing', async () => {
    const [first, second] = subscribers(2);
    const { user, operations } = renderPage([
      pageMock([first!, second!]),
      countsMock(2, 0, 0),
      {
        request: { query: AdminDeleteSubscriberDocument, variables: { id: 's0' } },
        result: { data: { deleteSubscriber: true } },
      },
      pageMock([second!]),
      countsMock(1, 0, 0),
    ]);
    await table();
    await user.click(within(row('okur0@ornek.com')).getByRole('button', { name: 'Sil: okur0@ornek.com' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('okur0@ornek.com adresini abonelerden silmek istediğinize emin misiniz?');
    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(operations.some((operation) => operation.name === 'AdminDeleteSubscriber')).toBe(false);

    await user.click(within(row('okur0@ornek.com')).getByRole('button', { name: /Sil/ }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Evet' }));
    expect(await within(toasts()).findByText(DELETE_SUCCESS)).toHaveClass('toast--success');
    expect(await emails()).toEqual(['okur1@ornek.com']);
    expect(screen.getByRole('list', { name: 'Abone sayıları' })).toHaveTextContent(/^1Onaylı/);
  });

  it('says so when the delete fails, and keeps the row', async () => {
    const { user } = renderPage([
      pageMock(subscribers(1)),
      graphQLError({ query: AdminDeleteSubscriberDocument, variables: { id: 's0' } }, 'Abone bulunamadı', 'NOT_FOUND'),
    ]);
    await table();
    await user.click(screen.getByRole('button', { name: /Sil/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Evet' }));
    expect(await within(toasts()).findByText(DELETE_ERROR)).toHaveClass('toast--error');
    expect(screen.getByText('okur0@ornek.com')).toBeInTheDocument();
  });

  it("'CSV olarak indir' saves the gateway's CSV as a file", async () => {
    const csv =
      'email,status,createdAt,confirmedAt\r\nokur0@ornek.com,confirmed,2026-11-20T09:00:00.000Z,2026-11-20T09:00:00.000Z\r\n';
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:aboneler'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderPage([
      pageMock([]),
      { request: { query: AdminSubscribersCsvDocument }, result: { data: { subscribersCsv: csv } } },
    ]);
    await user.click(screen.getByRole('button', { name: 'CSV olarak indir' }));
    await waitFor(() => expect(saved).toEqual([exportName()]));
    expect(exportName(new Date(2026, 10, 7))).toBe('aboneler-2026-11-07.csv');
    expect(await blobs[0]!.text()).toBe(csv);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
  });

  describe("'CSV içe aktar'", () => {
    const file = () => screen.getByLabelText('CSV dosyası');

    it('asks for a file, and refuses one over 1 MB, before sending anything', async () => {
      const { user, operations } = renderPage([pageMock([])]);
      await user.click(screen.getByRole('button', { name: 'İçe aktar' }));
      expect(screen.getByRole('alert')).toHaveTextContent(IMPORT_NO_FILE);
      expect(file()).toHaveFocus();
      expect(file()).toHaveAttribute('aria-invalid', 'true');
      await user.upload(file(), new File(['x'.repeat(IMPORT_MAX_BYTES + 1)], 'büyük.csv', { type: 'text/csv' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'İçe aktar' }));
      expect(screen.getByRole('alert')).toHaveTextContent('CSV dosyası en fazla 1 MB olabilir');
      expect(file()).toHaveAttribute('aria-invalid', 'true');
      expect(operations.some((operation) => operation.name === 'AdminImportSubscribers')).toBe(false);
    });

    it('sends the file as text with what the owner declared, and lists what the gateway did', async () => {
      const csv = 'email\nyeni@ornek.com\neski@ornek.com\nayrilan@ornek.com\nbozuk\n';
      const { user } = renderPage([
        pageMock([]),
        countsMock(0, 0, 0),
        {
          request: { query: AdminImportSubscribersDocument, variables: { csv, alreadyAgreed: true } },
          result: {
            data: {
              importSubscribers: { __typename: 'SubscriberImport', added: 1200, known: 1, departed: 1, invalid: 1 },
            },
          },
        },
        pageMock(subscribers(1)),
        countsMock(1200, 0, 0),
      ]);
      await user.upload(file(), new File([csv], 'liste.csv', { type: 'text/csv' }));
      const agreed = screen.getByRole('checkbox', { name: ALREADY_AGREED });
      expect(agreed).not.toBeChecked();
      expect(agreed).toHaveAccessibleDescription(/onay e-postası gider/);
      await user.click(agreed);
      await user.click(screen.getByRole('button', { name: 'İçe aktar' }));
      const result = await screen.findByRole('list', { name: 'İçe aktarma tamamlandı' });
      expect(
        within(result)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        '1 200 adres eklendi',
        '1 adres zaten vardı',
        '1 adres daha önce ayrıldığı için eklenmedi',
        '1 adres geçersiz',
      ]);
      // The list and the counts follow.
      expect(await screen.findByText('okur0@ornek.com')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.getByRole('list', { name: 'Abone sayıları' })).toHaveTextContent(/^1 200Onaylı/),
      );
      expect(screen.getByRole('checkbox', { name: ALREADY_AGREED })).not.toBeChecked();
    });

    it("shows the gateway's refusal in its words", async () => {
      const refusal = 'CSV en fazla 10 000 satır olabilir';
      const { user } = renderPage([
        pageMock([]),
        graphQLError(
          { query: AdminImportSubscribersDocument, variables: { csv: 'a@b.co\n', alreadyAgreed: false } },
          refusal,
          'BAD_USER_INPUT',
        ),
      ]);
      await user.upload(file(), new File(['a@b.co\n'], 'liste.csv', { type: 'text/csv' }));
      await user.click(screen.getByRole('button', { name: 'İçe aktar' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
      expect(screen.queryByRole('list', { name: 'İçe aktarma tamamlandı' })).not.toBeInTheDocument();
    });
  });

  describe("'Son gönderimler'", () => {
    it('shows each send with its state and progress, in Turkish number form', async () => {
      renderPage([
        pageMock([]),
        sendsMock([
          send({
            id: 'g3',
            title: 'Zamanlanmış yazı',
            status: 'WAITING',
            total: 0,
            sent: 0,
            dueAt: '2099-05-01T09:30:00.000Z',
            startedAt: null,
          }),
          send(),
          send({
            id: 'g0',
            title: 'Eski yazı',
            status: 'DONE',
            total: 1000,
            sent: 997,
            failed: 3,
            finishedAt: '2026-11-21T12:03:00.000Z',
          }),
        ]),
      ]);
      const section = await screen.findByRole('region', { name: 'Son gönderimler' });
      await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(3));
      const [waiting, sending, done] = within(section).getAllByRole('listitem');
      expect(waiting).toHaveTextContent('Zamanlanmış yazıBekliyor');
      expect(waiting).toHaveTextContent(progressText(send({ status: 'WAITING', dueAt: '2099-05-01T09:30:00.000Z' })));
      expect(waiting).toHaveTextContent(/tarihinde gönderilecek$/);
      expect(sending).toHaveTextContent("React 19 YenilikleriGönderiliyor1 000 kişiden 812'sine gönderildi");
      expect(done).toHaveTextContent("Eski yazıTamamlandı1 000 kişiden 997'sine gönderildi, 3 kişiye gönderilemedi");
    });

    it('asks again while a send goes out, and stops once it is done', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      try {
        const { operations } = renderPage([
          pageMock([]),
          sendsMock([send({ sent: 100 })]),
          sendsMock([send({ sent: 600 })]),
          sendsMock([send({ sent: 1000, status: 'DONE' })]),
        ]);
        const section = await screen.findByRole('region', { name: 'Son gönderimler' });
        expect(await within(section).findByText("1 000 kişiden 100'üne gönderildi")).toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(SEND_POLL_MS));
        expect(await within(section).findByText("1 000 kişiden 600'üne gönderildi")).toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(SEND_POLL_MS));
        expect(await within(section).findByText("1 000 kişiden 1 000'ine gönderildi")).toBeInTheDocument();
        await act(() => vi.advanceTimersByTimeAsync(SEND_POLL_MS * 3));
        expect(operations.filter((operation) => operation.name === 'AdminSubscriberSends')).toHaveLength(3);
      } finally {
        vi.useRealTimers();
      }
    });

    it('says when nothing was sent yet', async () => {
      renderPage([pageMock([])]);
      expect(await screen.findByText('Henüz abonelere gönderilen bir yazı yok')).toBeInTheDocument();
      expect(AdminSubscriberSendsDocument).toBeDefined();
    });
  });

  describe('the mail setting', () => {
    it("shows what a post's mail carries and saves a change at once", async () => {
      const { user } = renderPage([
        pageMock([]),
        settingsMock('SUMMARY'),
        {
          request: { query: AdminSetSubscriberSettingsDocument, variables: { mailContent: 'FULL' } },
          result: {
            data: {
              setSubscriberSettings: { __typename: 'SubscriberSettings', mailContent: 'FULL', mailEnabled: true },
            },
          },
        },
      ]);
      const group = await screen.findByRole('group', { name: 'Yeni bir yazının e-postasında ne olsun?' });
      expect(within(group).getByRole('radio', { name: 'Özet' })).toBeChecked();
      await user.click(within(group).getByRole('radio', { name: 'Yazının tamamı' }));
      expect(await within(toasts()).findByText(SETTINGS_SAVED)).toBeInTheDocument();
      expect(within(group).getByRole('radio', { name: 'Yazının tamamı' })).toBeChecked();
      expect(screen.queryByText(MAIL_OFF, { exact: false })).not.toBeInTheDocument();
    });

    it('puts the choice back when the save is refused', async () => {
      const { user } = renderPage([
        pageMock([]),
        settingsMock('FULL'),
        graphQLError({ query: AdminSetSubscriberSettingsDocument, variables: { mailContent: 'SUMMARY' } }),
      ]);
      const group = await screen.findByRole('group', { name: 'Yeni bir yazının e-postasında ne olsun?' });
      await user.click(within(group).getByRole('radio', { name: 'Özet' }));
      expect(await within(toasts()).findByText('Ayar kaydedilemedi')).toHaveClass('toast--error');
      expect(within(group).getByRole('radio', { name: 'Yazının tamamı' })).toBeChecked();
    });

    it('says that mail needs SMTP_URL when it is off', async () => {
      renderPage([pageMock([]), settingsMock('SUMMARY', false)]);
      expect(await screen.findByText(MAIL_OFF)).toBeInTheDocument();
      expect(MAIL_OFF).toContain('SMTP_URL');
    });
  });
});

describe('the numbers of the send line', () => {
  it('groups digits by three with a space', () => {
    expect([0, 7, 999, 1000, 12345, 1234567].map(groupDigits)).toEqual([
      '0',
      '7',
      '999',
      '1 000',
      '12 345',
      '1 234 567',
    ]);
  });

  it("puts the ending the number takes as it is read: '812'sine', '40'ına'", () => {
    const cases: Array<[number, string]> = [
      [0, "0'ına"],
      [1, "1'ine"],
      [2, "2'sine"],
      [3, "3'üne"],
      [4, "4'üne"],
      [5, "5'ine"],
      [6, "6'sına"],
      [7, "7'sine"],
      [8, "8'ine"],
      [9, "9'una"],
      [10, "10'una"],
      [20, "20'sine"],
      [30, "30'una"],
      [40, "40'ına"],
      [50, "50'sine"],
      [60, "60'ına"],
      [70, "70'ine"],
      [80, "80'ine"],
      [90, "90'ına"],
      [100, "100'üne"],
      [812, "812'sine"],
      [1000, "1 000'ine"],
      [2500, "2 500'üne"],
      [1_000_000, "1 000 000'una"],
      [3_000_000_000, "3 000 000 000'ına"],
    ];
    expect(cases.map(([value]) => toTheirNumber(value))).toEqual(cases.map(([, text]) => text));
  });
});
