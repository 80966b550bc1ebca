import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mailDir } from './env';

/** Undoes quoted-printable: soft line breaks (`=` at a line end) and `=XX` escapes such as `=3D`. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The outbox file name part the mail service derives from an address. */
const fileSafe = (address: string) => address.replace(/[^a-zA-Z0-9@._-]/g, '_');

/**
 * Waits for the mail with this template to this address in the server's outbox (`DATA_DIR/mail/*.eml`,
 * written by a queued job, so not at once) and returns its decoded text.
 */
export async function waitForMail(to: string, template: string, timeout = 20_000): Promise<string> {
  const suffix = `-${template}-${fileSafe(to)}.eml`;
  let file: string | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(mailDir()).catch(() => [] as string[]);
        file = names
          .filter((name) => name.endsWith(suffix))
          .sort()
          .at(-1);
        return file;
      },
      { message: `a ${template} mail to ${to} in ${mailDir()}`, timeout, intervals: [100, 200, 500] },
    )
    .toBeTruthy();
  return decodeQuotedPrintable(await readFile(path.join(mailDir(), file as string), 'utf8'));
}

/** The confirmation link of the welcome mail, e.g. `http://shuk.localhost:3999/confirm/<token>`. */
export async function confirmationLink(to: string, origin: string): Promise<string> {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let link: string | undefined;
  // The outbox file can be seen before its text is written: read it until the link is there.
  await expect
    .poll(async () => (link = new RegExp(`${escaped}/confirm/[A-Za-z0-9_-]+`).exec(await waitForMail(to, 'auth.confirm'))?.[0]), {
      message: `a ${origin}/confirm/<token> link in the welcome mail to ${to}`,
      timeout: 20_000,
    })
    .toBeTruthy();
  return link as string;
}
