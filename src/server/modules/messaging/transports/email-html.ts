const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** http(s) links in a plain-text body; a trailing full stop or bracket is punctuation, not the link. */
export const LINK_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/**
 * The HTML part of an e-mail: the plain text escaped, its line breaks kept and its links made
 * clickable (a reset link must be easy to tap on a phone). Nothing from the body is trusted.
 */
export function plainTextToHtml(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    html += escapeHtml(text.slice(last, match.index));
    const url = escapeHtml(match[0]);
    html += `<a href="${url}" style="color:#7a1f1a">${url}</a>`;
    last = match.index + match[0].length;
  }
  html += escapeHtml(text.slice(last));
  const body = html.replace(/\r?\n/g, '<br>\n');
  return [
    '<!doctype html>',
    '<html lang="pt-BR"><head><meta charset="utf-8"></head>',
    '<body style="margin:0;padding:24px;background:#faf6ef">',
    `<div style="max-width:560px;margin:0 auto;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.6;color:#1f1a17">${body}</div>`,
    '</body></html>',
  ].join('\n');
}

/** The links of a body, for the development log of reset and invitation e-mails. */
export function linksIn(text: string): string[] {
  return Array.from(text.matchAll(LINK_PATTERN), (m) => m[0]);
}
