/** A rendered message, ready for any mail transport. */
export interface OutgoingMail {
  template: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);

/** Renders plain paragraphs as both text and escaped HTML, so user input can never inject markup. */
export function paragraphs(lines: readonly string[]): Pick<OutgoingMail, 'text' | 'html'> {
  return {
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}</body></html>`,
  };
}
