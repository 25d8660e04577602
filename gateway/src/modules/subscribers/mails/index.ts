/*
 * The subscribers' mails are s-smail's (react-email templates in this folder, issue 47): this file
 * stands in for its index.ts with the same export, a plain mail of the same words, until the
 * branches meet. At the merge, s-smail's index.ts replaces it whole.
 */
export type RenderedMail = { subject: string; html: string; text: string };

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The double opt-in's mail: subject '{site name}: aboneliğinizi onaylayın', one link to confirm. */
export async function renderConfirmationMail({
  siteName,
  confirmUrl,
}: {
  siteName: string;
  confirmUrl: string;
}): Promise<RenderedMail> {
  const lines = [
    `${siteName} sitesinin yeni yazılarına abone olmak istediniz.`,
    'Aboneliğinizi onaylamak için bağlantıyı açıp düğmeye basın:',
  ];
  return {
    subject: `${siteName}: aboneliğinizi onaylayın`,
    text: `${lines.join('\n')}\n\n${confirmUrl}\n\nSiz istemediyseniz bu e-postayı yok sayın.\n`,
    html: `<!doctype html><html lang="tr"><body>${lines.map((line) => `<p>${escape(line)}</p>`).join('')}<p><a href="${escape(confirmUrl)}">Aboneliği onayla</a></p><p>Siz istemediyseniz bu e-postayı yok sayın.</p></body></html>`,
  };
}
