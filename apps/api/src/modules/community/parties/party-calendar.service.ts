import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import type { PartyCalendarLink } from '@community/contracts';
import type { MemberAccount } from '../../members/index.js';
import { PartiesRepository, type PartyRow } from './parties.repository.js';
import { PartiesErrorCode, PartiesException } from './parties.exception.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** RFC 5545 text: backslash, semicolon, comma and new lines escaped. */
export const icsText = (s: string) =>
  s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
/** A UTC date-time, `20261205T210000Z`. */
const icsTime = (d: Date) =>
  new Date(d)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds a content line at 75 octets (continuation lines start with a space), as RFC 5545 §3.1 asks. */
export function foldLine(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let chunk = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (size + n > (out.length ? 74 : 75)) {
      out.push(chunk);
      chunk = '';
      size = 0;
    }
    chunk += ch;
    size += n;
  }
  out.push(chunk);
  return out.join('\r\n ');
}

/**
 * The private calendar feed of the parties I host or am approved for: an address with a random token (only
 * its hash is stored; making a new one stops the old one, deleting it stops the feed). The feed carries the
 * street address only because its reader is the host or an approved guest.
 */
@Injectable()
export class PartyCalendarService {
  constructor(private readonly repo: PartiesRepository) {}

  async status(me: MemberAccount): Promise<PartyCalendarLink> {
    return { active: await this.repo.hasCalendarToken(me.id), url: null };
  }

  async renew(me: MemberAccount, origin: string): Promise<PartyCalendarLink> {
    const token = randomBytes(24).toString('base64url');
    await this.repo.setCalendarToken(me.id, hash(token));
    return { active: true, url: `${origin}/api/parties/calendar/${token}.ics` };
  }

  async revoke(me: MemberAccount): Promise<void> {
    await this.repo.dropCalendarToken(me.id);
  }

  async feed(token: string, origin: string, brand: string): Promise<string> {
    const owner = /^[A-Za-z0-9_-]{20,64}$/.test(token) ? await this.repo.calendarOwner(hash(token)) : null;
    if (!owner)
      throw new PartiesException(PartiesErrorCode.CalendarNotFound, 'This calendar address is not valid (any more)');
    return this.ics(await this.repo.going(owner), origin, brand);
  }

  ics(parties: PartyRow[], origin: string, brand: string): string {
    const host = new URL(origin).hostname;
    const lines = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:-//${icsText(brand)}//Parties//EN`,
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${icsText(`${brand} parties`)}`,
    ];
    const now = icsTime(new Date());
    for (const p of parties) {
      lines.push(
        'BEGIN:VEVENT',
        `UID:party-${p.id}@${host}`,
        `DTSTAMP:${now}`,
        `DTSTART:${icsTime(p.starts_at)}`,
        `DTEND:${icsTime(p.ends_at)}`,
        `SUMMARY:${icsText(p.title)}`,
        `LOCATION:${icsText([p.address, p.place_label].filter(Boolean).join(', '))}`,
        `DESCRIPTION:${icsText(p.description.slice(0, 1000))}`,
        `URL:${origin}/parties/${p.slug}`,
        `STATUS:${p.cancelled_at ? 'CANCELLED' : 'CONFIRMED'}`,
        'END:VEVENT',
      );
    }
    lines.push('END:VCALENDAR');
    return lines.map(foldLine).join('\r\n') + '\r\n';
  }
}
