import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DisableTwoFactorDocument,
  EnableTwoFactorDocument,
  MeDocument,
  SetupTwoFactorDocument,
} from '../../../gql/admin/graphql';
import { owner, renderAdminScreen, toasts } from '../../../test/admin';
import { graphQLError, type Mock } from '../../../test/render';
import SecurityPage, { COPY_FAILED, DISABLED, ENABLED } from './SecurityPage';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=';
const CODES = Array.from({ length: 10 }, (_, i) => `kod${i}a-b${i}cde`);

const me = (twoFactorEnabled: boolean): Mock => ({
  request: { query: MeDocument },
  result: { data: { me: owner({ twoFactorEnabled }) } },
});
const setupMock: Mock = {
  request: { query: SetupTwoFactorDocument },
  result: {
    data: {
      setupTwoFactor: {
        __typename: 'TwoFactorSetup',
        secret: SECRET,
        otpauthUrl: `otpauth://totp/Portfolyo:sahip%40ornek.com?secret=${SECRET}`,
        qrCode: QR,
      },
    },
  },
};
const enableMock = (code: string): Mock => ({
  request: { query: EnableTwoFactorDocument, variables: { code } },
  result: {
    data: {
      enableTwoFactor: {
        __typename: 'TwoFactorEnabled',
        recoveryCodes: CODES,
        user: { __typename: 'User', id: 'u1', twoFactorEnabled: true },
      },
    },
  },
});
const disableMock = (code: string): Mock => ({
  request: { query: DisableTwoFactorDocument, variables: { code } },
  result: { data: { disableTwoFactor: { __typename: 'User', id: 'u1', twoFactorEnabled: false } } },
});

afterEach(() => vi.restoreAllMocks());

/** user-event puts its own clipboard on `navigator` when the page is rendered; watch (or break) that one. */
const spyOnClipboard = () => vi.spyOn(navigator.clipboard, 'writeText');

describe("SecurityPage ('Güvenlik')", () => {
  it('turns two-factor sign-in on: QR and secret, a confirming code, then the 10 recovery codes once', async () => {
    const { user, operations } = renderAdminScreen(<SecurityPage />, {
      mocks: [me(false), setupMock, enableMock('123456')],
    });
    const writeText = spyOnClipboard();
    expect(await screen.findByText('Kapalı')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'İki adımlı doğrulamayı aç' }));

    expect(await screen.findByRole('img', { name: 'Kimlik doğrulama uygulaması için QR kodu' })).toHaveAttribute(
      'src',
      QR,
    );
    expect(screen.getByLabelText('Gizli anahtar')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await user.type(screen.getByLabelText('Doğrulama kodu'), ' 123456 ');
    await user.click(screen.getByRole('button', { name: 'Onayla ve aç' }));

    const list = await screen.findByRole('list', { name: 'Kurtarma kodları' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    // Said once, beside the codes: no toast repeats it.
    expect(screen.getAllByText(ENABLED)).toHaveLength(1);
    expect(toasts()).toBeEmptyDOMElement();
    expect(operations.find((operation) => operation.name === 'EnableTwoFactor')?.variables).toEqual({ code: '123456' });

    await user.click(screen.getByRole('button', { name: 'Kodları kopyala' }));
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    expect(await screen.findByRole('button', { name: 'Kopyalandı' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kodları kaydettim' }));
    expect(await screen.findByText('Açık')).toBeInTheDocument();
    expect(screen.queryByText(CODES[0]!)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'İki adımlı doğrulamayı kapat' })).toBeInTheDocument();
  });

  it('a wrong confirming code shows the server’s message and stays on the set-up', async () => {
    const { user } = renderAdminScreen(<SecurityPage />, {
      mocks: [
        me(false),
        setupMock,
        graphQLError(
          { query: EnableTwoFactorDocument, variables: { code: '000000' } },
          'Doğrulama kodu geçersiz.',
          'BAD_USER_INPUT',
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'İki adımlı doğrulamayı aç' }));
    await user.type(await screen.findByLabelText('Doğrulama kodu'), '000000');
    await user.click(screen.getByRole('button', { name: 'Onayla ve aç' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Doğrulama kodu geçersiz.');
    expect(screen.getByRole('img', { name: 'Kimlik doğrulama uygulaması için QR kodu' })).toBeInTheDocument();
    expect(screen.getByText('Kapalı')).toBeInTheDocument();
  });

  it('says so when the clipboard is not available', async () => {
    const { user } = renderAdminScreen(<SecurityPage />, { mocks: [me(false), setupMock, enableMock('123456')] });
    spyOnClipboard().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.click(await screen.findByRole('button', { name: 'İki adımlı doğrulamayı aç' }));
    await user.type(await screen.findByLabelText('Doğrulama kodu'), '123456');
    await user.click(screen.getByRole('button', { name: 'Onayla ve aç' }));
    await user.click(await screen.findByRole('button', { name: 'Kodları kopyala' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COPY_FAILED);
  });

  it('turns it off with a code', async () => {
    const { user } = renderAdminScreen(<SecurityPage />, { mocks: [me(true), disableMock('kod1a-b1cde')] });
    expect(await screen.findByText('Açık')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Doğrulama kodu'), 'kod1a-b1cde');
    await user.click(screen.getByRole('button', { name: 'İki adımlı doğrulamayı kapat' }));
    expect(await screen.findByText('Kapalı')).toBeInTheDocument();
    expect(toasts()).toHaveTextContent(DISABLED);
    expect(screen.getByRole('button', { name: 'İki adımlı doğrulamayı aç' })).toBeInTheDocument();
  });
});
