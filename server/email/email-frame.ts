// The frame every email of the app is drawn in (a centred 600 px card under a blue title bar, tables only,
// inline styles, as mail clients need) and the escaping every value in it goes through.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** The whole HTML document around `body`; `title` (already escaped) names the tab and heads the card. */
export function emailDocument(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px">
<tr><td style="background:#003a70;color:#ffffff;padding:20px 24px;border-radius:6px 6px 0 0"><h1 style="margin:0;font-size:20px">${title}</h1></td></tr>
<tr><td style="padding:24px">
${body}
</td></tr></table>
</td></tr></table>
</body></html>
`;
}
