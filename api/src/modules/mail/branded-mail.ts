import { escapeHtml } from '../../http/html.js';

/** A tenant's look in an e-mail: its name, primary colour and logo. */
export interface MailBrand {
  name: string;
  /** A colour the tenants module already validated (hex, rgb() or hsl()). */
  primary: string;
  /** An absolute address, or null to show the name alone. */
  logoUrl: string | null;
}

export interface MailContent {
  /** The first line a mail client shows in the list. */
  preview: string;
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Smaller text after the button: why the buyer got this, what to do if it was not them. */
  notes: string[];
}

/** Dark text on light brand colours, white on the rest: the button must stay readable. */
export function textOn(color: string): string {
  const hex = /^#([0-9a-f]{6}|[0-9a-f]{3})$/i.exec(color.trim())?.[1];
  if (!hex) return '#ffffff';
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255);
  const luminance = 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  return luminance > 0.6 ? '#1f2933' : '#ffffff';
}

/** The HTML (tables and inline styles, as mail clients need) and the plain-text version. */
export function renderBrandedMail(
  brand: MailBrand,
  content: MailContent,
): { html: string; text: string } {
  const e = escapeHtml;
  const logo = brand.logoUrl
    ? `<img src="${e(brand.logoUrl)}" alt="${e(brand.name)}" height="40" style="display:block;height:40px;border:0">`
    : `<strong style="font-size:20px;color:${e(textOn(brand.primary))}">${e(brand.name)}</strong>`;
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${e(p)}</p>`)
    .join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${e(content.action.url)}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${e(brand.primary)};color:${e(textOn(brand.primary))};font-weight:600;text-decoration:none">${e(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#52606d;word-break:break-all">${e(content.action.url)}</p>`
    : '';
  const notes = content.notes
    .map(
      (n) => `<p style="margin:0 0 8px;font-size:13px;line-height:1.5;color:#52606d">${e(n)}</p>`,
    )
    .join('');
  const html = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${e(content.title)}</title></head>
<body style="margin:0;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<span style="display:none;max-height:0;overflow:hidden">${e(content.preview)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f6f8"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${e(brand.primary)};padding:20px 24px">${logo}</td></tr>
<tr><td style="padding:24px"><h1 style="margin:0 0 16px;font-size:22px">${e(content.title)}</h1>${paragraphs}${button}${notes}</td></tr>
<tr><td style="padding:16px 24px;background:#f5f6f8;font-size:12px;color:#7b8794">${e(brand.name)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = [
    brand.name,
    '',
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...content.notes,
  ].join('\n');
  return { html, text };
}
