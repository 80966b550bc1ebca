import { LIMITS } from '@community/domain';
import type { MantineColorSchemeManager } from '@mantine/core';
import { readCookie, writeCookie } from '../../shared/cookies';

/** SPEC 4: dark mode on, off or auto, in a `dark` cookie the server also reads for the first paint. */
export const DARK_COOKIE = 'dark';
export type DarkSetting = 'on' | 'off' | 'auto';

const toScheme = { on: 'dark', off: 'light', auto: 'auto' } as const;
const fromScheme = { dark: 'on', light: 'off', auto: 'auto' } as const;

export function readDarkSetting(doc?: Document): DarkSetting {
  const value = readCookie(DARK_COOKIE, doc);
  return value === 'on' || value === 'off' || value === 'auto' ? value : 'auto';
}

/**
 * Mantine's colour scheme stored in the `dark` cookie. 'auto' is Mantine's own auto mode, which follows
 * the system preference and listens for its changes (matchMedia).
 */
export function cookieColorSchemeManager(): MantineColorSchemeManager {
  return {
    get: () => toScheme[readDarkSetting()],
    set: (scheme) => writeCookie(DARK_COOKIE, fromScheme[scheme], LIMITS.darkModeCookieMs),
    subscribe: () => undefined,
    unsubscribe: () => undefined,
    clear: () => writeCookie(DARK_COOKIE, '', 0),
  };
}
