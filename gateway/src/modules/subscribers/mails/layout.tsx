import { Body, Container, Head, Html, Preview } from '@react-email/components';
import type { ReactNode } from 'react';

/** The site's colours (frontend/src/styles/base.css), light and dark. */
export const COLOURS = {
  card: '#ffffff',
  text: '#1d1a16',
  muted: '#5c544a',
  border: '#e6dfd3',
  accent: '#0b6e75',
  accentText: '#ffffff',
};

/**
 * Dark mode where the mail client tells (prefers-color-scheme: Apple Mail, Outlook for Mac, some
 * webmails); others either invert the light colours themselves (Gmail's apps) or show them as
 * they are. Classes, because inline styles win over a stylesheet only with `!important`.
 * The page's colour is the stylesheet's alone (react-email's Body would repeat an inline one on a
 * cell the dark rules cannot name). And a phone of 320 px: the card fills it, images shrink with it, long words and code wrap.
 */
const STYLE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
.page { background-color: #fbf8f3; }
.content a { color: #0b6e75; }
img { max-width: 100% !important; height: auto !important; }
pre { white-space: pre-wrap !important; word-break: break-word; }
.content { overflow-wrap: anywhere; }
@media (prefers-color-scheme: dark) {
  .page { background-color: #0e1217 !important; }
  .card { background-color: #151b22 !important; border-color: #2a333d !important; }
  .card, .card p, .card h1, .card h2, .card h3, .card li, .card td { color: #ece7df !important; }
  .card a { color: #5cc8c2 !important; }
  .card .button { background-color: #5cc8c2 !important; color: #06201f !important; }
  .card .muted, .card .muted a { color: #a9a297 !important; }
  .card hr { border-color: #2a333d !important; }
}
@media only screen and (max-width: 480px) {
  .card { padding: 20px 16px !important; }
}`;

/** The frame of every mail to a subscriber: Turkish, both themes, a phone's width, a preview line. */
export function Layout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="tr" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{STYLE}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body
        className="page"
        style={{
          color: COLOURS.text,
          margin: 0,
          padding: '16px 8px',
          fontFamily: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
          fontSize: '16px',
          lineHeight: 1.6,
        }}
      >
        <Container
          className="card"
          style={{
            backgroundColor: COLOURS.card,
            border: `1px solid ${COLOURS.border}`,
            borderRadius: '8px',
            maxWidth: '600px',
            width: '100%',
            padding: '32px 28px',
            boxSizing: 'border-box',
          }}
        >
          {children}
        </Container>
      </Body>
    </Html>
  );
}

export const mutedStyle = { color: COLOURS.muted, fontSize: '13px', lineHeight: 1.5 };
export const linkStyle = { color: COLOURS.accent, textDecoration: 'underline' };
