import type { FastifyReply, FastifyRequest } from 'fastify';
import { TICKET_ATTACHMENT_MAX_BYTES } from '@community/contracts';
import { sniffMediaType } from '@community/domain';
import { readUpload, type UploadedFile } from '../media/index.js';
import { TicketsErrorCode, TicketsException } from './tickets.exception.js';

export type AttachmentKind = 'image' | 'pdf';

/**
 * What a ticket attachment is, from its first bytes alone (never its name): a JPEG, PNG or WebP photo, or a
 * PDF (`%PDF-` magic). Anything else — an executable renamed `.pdf`, HTML, SVG, GIF — is refused (422 naming
 * `file`).
 */
export function sniffAttachment(head: Uint8Array): AttachmentKind {
  if (head.length >= 5 && String.fromCharCode(...head.subarray(0, 5)) === '%PDF-') return 'pdf';
  const t = sniffMediaType(head);
  if (t.kind === 'image' && (t.format === 'jpeg' || t.format === 'png' || t.format === 'webp')) return 'image';
  throw new TicketsException(TicketsErrorCode.AttachmentType, 'Attach a photo (JPEG, PNG or WebP) or a PDF; this file is neither.', 'file');
}

/**
 * Reads the multipart `file` part with the media module's upload reader: refused while streaming past
 * 10 MB (413 "The file is too large: 10 MB at most.") and at its first bytes when it is not an image or PDF.
 */
export async function readTicketAttachment(req: FastifyRequest, reply: FastifyReply): Promise<UploadedFile & { kind: AttachmentKind }> {
  let kind: AttachmentKind = 'pdf';
  const file = await readUpload(req, reply, TICKET_ATTACHMENT_MAX_BYTES, (head) => {
    kind = sniffAttachment(head);
    return TICKET_ATTACHMENT_MAX_BYTES;
  });
  return { ...file, kind };
}

/** A safe display name with the extension of what is stored (`.webp` for re-encoded images). */
export function attachmentName(original: string, kind: AttachmentKind): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} _.-]/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || 'attachment'}.${kind === 'pdf' ? 'pdf' : 'webp'}`;
}

/** `Content-Disposition` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: AttachmentKind, filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind === 'image' ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Sends an attachment to the one person the service let through: never cached by shared caches, never
 * sniffed into another type, sandboxed when opened directly (a PDF cannot run script on the site's origin),
 * PDFs as a download and photos inline.
 */
export function sendAttachment(
  reply: FastifyReply,
  f: { attachment: { kind: AttachmentKind; filename: string; contentType: string }; stream: NodeJS.ReadableStream; info: { size: number; etag: string } },
) {
  return reply
    .header('content-type', f.attachment.contentType)
    .header('content-length', String(f.info.size))
    .header('content-disposition', contentDisposition(f.attachment.kind, f.attachment.filename))
    .header('cache-control', 'private, no-store')
    .header('etag', f.info.etag)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .send(f.stream);
}
