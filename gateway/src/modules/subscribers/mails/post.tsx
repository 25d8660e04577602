import { Button, Heading, Hr, Img, Link, Section, Text } from '@react-email/components';
import { COLOURS, Layout, linkStyle, mutedStyle } from './layout';

export type PostProps = {
  siteName: string;
  title: string;
  /** The post's address, absolute. */
  url: string;
  /** Its share card (1200 × 630), absolute. */
  image: string;
  /** The summary (plain text), or the whole post: its stored, sanitised HTML with absolute addresses. */
  body: { summary: string } | { html: string };
  unsubscribeUrl: string;
};

/** A new post's mail: its cover, title, summary or whole text, the link to it, and the way out. */
export function PostMail({ siteName, title, url, image, body, unsubscribeUrl }: PostProps) {
  return (
    <Layout preview={'summary' in body ? body.summary : title}>
      <Link href={url} data-skip-in-text="true">
        <Img
          src={image}
          alt=""
          // Not `<link rel="preload">`ed in the head, which React adds for an image that may load first.
          fetchPriority="low"
          width="600"
          height="315"
          style={{ width: '100%', maxWidth: '600px', height: 'auto', borderRadius: '6px', marginBottom: '20px' }}
        />
      </Link>
      <Heading as="h1" style={{ fontSize: '24px', lineHeight: 1.3, margin: '0 0 12px' }}>
        {title}
      </Heading>
      {'summary' in body ? (
        <Text style={{ fontSize: '16px' }}>{body.summary}</Text>
      ) : (
        <Section>
          <div className="content" dangerouslySetInnerHTML={{ __html: body.html }} />
        </Section>
      )}
      <Button
        className="button"
        href={url}
        style={{
          backgroundColor: COLOURS.accent,
          color: COLOURS.accentText,
          borderRadius: '6px',
          padding: '12px 20px',
          fontWeight: 600,
          textDecoration: 'none',
          marginTop: '8px',
        }}
      >
        Yazının tamamını okuyun
      </Button>
      <Hr style={{ borderColor: COLOURS.border, margin: '28px 0 16px' }} />
      <Text className="muted" style={mutedStyle}>
        Bu e-postayı {siteName} sitesinin yeni yazılarına abone olduğunuz için aldınız.{' '}
        <Link href={unsubscribeUrl} style={linkStyle}>
          Abonelikten çık
        </Link>
      </Text>
    </Layout>
  );
}
