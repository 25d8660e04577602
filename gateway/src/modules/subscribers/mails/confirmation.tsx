import { Button, Heading, Hr, Link, Text } from '@react-email/components';
import { COLOURS, Layout, linkStyle, mutedStyle } from './layout';

export type ConfirmationProps = { siteName: string; confirmUrl: string };

/** The double opt-in's mail: one link, to a page whose button confirms (a GET confirms nothing). */
export function ConfirmationMail({ siteName, confirmUrl }: ConfirmationProps) {
  return (
    <Layout preview={`${siteName}: aboneliğinizi onaylamak için bağlantıya tıklayın.`}>
      <Heading as="h1" style={{ fontSize: '22px', lineHeight: 1.3, margin: '0 0 16px' }}>
        Aboneliğinizi onaylayın
      </Heading>
      <Text>
        {siteName} sitesinin yeni yazılarını e-postayla almak için bu adres girildi. Aboneliğiniz, aşağıdaki bağlantıyı
        açıp onayladığınızda başlar.
      </Text>
      <Button
        className="button"
        href={confirmUrl}
        style={{
          backgroundColor: COLOURS.accent,
          color: COLOURS.accentText,
          borderRadius: '6px',
          padding: '12px 20px',
          fontWeight: 600,
          textDecoration: 'none',
        }}
      >
        Aboneliği onayla
      </Button>
      <Text className="muted" style={mutedStyle} data-skip-in-text="true">
        Düğme çalışmazsa bu adresi tarayıcınıza yapıştırın:{' '}
        <Link href={confirmUrl} style={{ ...linkStyle, wordBreak: 'break-all' }}>
          {confirmUrl}
        </Link>
      </Text>
      <Hr style={{ borderColor: COLOURS.border, margin: '24px 0' }} />
      <Text className="muted" style={mutedStyle}>
        Abone olmak istemediyseniz bu e-postayı yok sayın: onaylanmayan adres 7 gün içinde silinir ve size başka e-posta
        gönderilmez.
      </Text>
    </Layout>
  );
}
