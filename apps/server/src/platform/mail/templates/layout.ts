import { APP_NAME } from '@shelfwise/contract';

/** What a template produces; spread it into `enqueueMail(tx, { to, ...rendered })`. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailContent {
  subject: string;
  /** Hidden preview line most mail clients show next to the subject. */
  preheader?: string;
  greeting?: string;
  /** Plain sentences; escaped for HTML. */
  paragraphs: string[];
  /** A code shown large (and on its own line in the text part). */
  code?: string;
  button?: { label: string; url: string };
  /** Small print under the main content. */
  footnote?: string;
  /** A picture above the paragraphs (a book cover); only http(s) addresses are shown. */
  image?: { url: string; alt: string };
  /** The one-click unsubscribe link of mail to people without an account. */
  unsubscribe?: { url: string; label: string };
  /** A list of lines under the paragraphs (the digest's loans), each under its heading. */
  sections?: { heading: string; lines: string[] }[];
  /** The `lang` of the HTML (the message's language). */
  lang?: string;
  /** Sign-off line; default '— The Shelfwise team'. */
  signature?: string;
}

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The one look of every Shelfwise email, as HTML (inline styles: mail clients ignore style sheets)
 * and as plain text. A new template is a small function that fills `MailContent`.
 */
export function renderMail(content: MailContent): RenderedMail {
  const signature = content.signature ?? `— The ${APP_NAME} team`;
  const textParts = [
    content.greeting,
    ...content.paragraphs,
    ...(content.sections ?? []).map((s) => [s.heading, ...s.lines.map((l) => `  • ${l}`)].join('\n')),
    content.code ? `    ${content.code}` : undefined,
    content.button ? `${content.button.label}: ${content.button.url}` : undefined,
    content.footnote,
    signature,
    content.unsubscribe ? `${content.unsubscribe.label}: ${content.unsubscribe.url}` : undefined,
  ].filter((part): part is string => Boolean(part));
  const image = content.image && /^https?:\/\//i.test(content.image.url) ? content.image : undefined;
  const sections = (content.sections ?? [])
    .map(
      (s) =>
        `<p style="margin:16px 0 8px;font-size:15px;font-weight:600;color:#111827">${escapeHtml(s.heading)}</p><ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:22px;color:#1f2937">${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    )
    .join('\n');

  const p = (s: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(s)}</p>`;
  const html = `<!doctype html>
<html lang="${escapeHtml(content.lang ?? 'en')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif">
${content.preheader ? `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>` : ''}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<div style="font-size:22px;font-weight:700;color:#4f46e5;margin-bottom:24px">${APP_NAME}</div>
${image ? `<p style="margin:0 0 16px;text-align:center"><img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}" width="96" style="max-width:96px;height:auto;border-radius:4px"></p>` : ''}
${content.greeting ? p(content.greeting) : ''}
${content.paragraphs.map(p).join('\n')}
${sections}
${content.code ? `<div style="font-size:32px;letter-spacing:8px;font-weight:700;text-align:center;color:#111827;background:#eef2ff;border-radius:8px;padding:16px;margin:8px 0 24px">${escapeHtml(content.code)}</div>` : ''}
${
  content.button
    ? `<p style="margin:8px 0 24px;text-align:center"><a href="${escapeHtml(content.button.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:8px">${escapeHtml(content.button.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280">If the button does not work, paste this address into your browser:<br><span style="word-break:break-all">${escapeHtml(content.button.url)}</span></p>`
    : ''
}
${content.footnote ? `<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:#6b7280">${escapeHtml(content.footnote)}</p>` : ''}
<p style="margin:24px 0 0;font-size:14px;color:#6b7280">${escapeHtml(signature)}</p>
</td></tr></table>
<p style="font-size:12px;color:#6b7280;margin:16px 0 0">${APP_NAME} · ${escapeHtml('the smart library management system.')}</p>
${content.unsubscribe ? `<p style="font-size:12px;color:#6b7280;margin:8px 0 0"><a href="${escapeHtml(content.unsubscribe.url)}" style="color:#4b5563">${escapeHtml(content.unsubscribe.label)}</a></p>` : ''}
</td></tr></table></body></html>`;

  return { subject: content.subject, text: textParts.join('\n\n'), html };
}
