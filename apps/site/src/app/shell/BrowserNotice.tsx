import { Alert, Button, Group, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '../../shared/cookies';
import { useT } from '../../shared/i18n/useT';
import classes from './shell.module.css';

export const BROWSER_NOTICE_COOKIE = 'browser-notice';
/** A dismissed notice stays away for 30 days, then asks again if the browser is still the same. */
export const BROWSER_NOTICE_COOKIE_MS = 30 * 24 * 60 * 60 * 1000;

type FeatureWindow = {
  Object: Pick<ObjectConstructor, 'hasOwn'>;
  Array: { prototype: Partial<Pick<unknown[], 'at'>> };
  String: { prototype: Partial<Pick<string, 'replaceAll'>> };
  CSS?: { supports?: (condition: string) => boolean };
};

/**
 * What the site needs of a browser that it cannot polyfill (SPEC 2's browser-upgrade notice): the ES2022 built-ins
 * the bundle calls (Object.hasOwn, Array.prototype.at, replaceAll) and the CSS `:has()` selector Mantine 9's
 * component styles use (19 rules). Returns the names of the missing ones; empty for a current browser.
 */
export function missingBrowserFeatures(win: FeatureWindow = window as unknown as FeatureWindow): string[] {
  const missing: string[] = [];
  if (typeof win.Object.hasOwn !== 'function') missing.push('Object.hasOwn');
  if (typeof win.Array.prototype.at !== 'function') missing.push('Array.prototype.at');
  if (typeof win.String.prototype.replaceAll !== 'function') missing.push('String.prototype.replaceAll');
  // Browsers without CSS.supports (and test DOMs) lack the built-ins above too; the check needs it.
  const supports = win.CSS?.supports;
  if (typeof supports === 'function' && !supports.call(win.CSS, 'selector(:has(a))')) missing.push('CSS :has()');
  return missing;
}

const noSubscription = () => () => undefined;

/**
 * SPEC 2: the browser-upgrade notice of the default and home layouts, for a browser that lacks what the site
 * needs; dismissable (a cookie, so the server can leave it out too). It lies over the top of the page (fixed,
 * above the header) instead of pushing the page down, so appearing after the first paint — the server cannot
 * know the browser's features, so a server-rendered page starts without it — shifts nothing.
 */
export function BrowserNotice({ detect = missingBrowserFeatures }: { detect?: () => string[] }) {
  const t = useT();
  // The server snapshot is "nothing missing": the notice is the browser's own addition.
  const missing = useSyncExternalStore(noSubscription, () => detect().join(','), () => '');
  const [dismissed, setDismissed] = useState(() => typeof document !== 'undefined' && readCookie(BROWSER_NOTICE_COOKIE) === 'dismissed');
  if (missing === '' || dismissed) return null;

  const dismiss = () => {
    writeCookie(BROWSER_NOTICE_COOKIE, 'dismissed', BROWSER_NOTICE_COOKIE_MS);
    setDismissed(true);
  };

  return (
    <Alert color="yellow" radius={0} py="xs" role="status" className={classes.browserNotice} data-testid="browser-notice" data-missing={missing}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div>
          <Text fw={600} size="sm">
            {t('shell.browserNotice.title')}
          </Text>
          <Text size="sm">{t('shell.browserNotice.text')}</Text>
        </div>
        <Button size="compact-sm" variant="default" onClick={dismiss} style={{ flexShrink: 0 }}>
          {t('shell.browserNotice.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
