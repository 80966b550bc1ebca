import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInProviders } from '../../test/render-in-providers';
import { BROWSER_NOTICE_COOKIE, BrowserNotice, missingBrowserFeatures } from './BrowserNotice';

const current = {
  Object: { hasOwn: Object.hasOwn },
  Array: { prototype: { at: Array.prototype.at } },
  String: { prototype: { replaceAll: String.prototype.replaceAll } },
  CSS: { supports: () => true },
};

afterEach(() => {
  document.cookie = `${BROWSER_NOTICE_COOKIE}=; Max-Age=0; Path=/`;
});

describe('browser-upgrade notice (SPEC 2)', () => {
  it('finds nothing missing in a current browser, and names what an old one lacks', () => {
    expect(missingBrowserFeatures(current)).toEqual([]);
    const old = { ...current, Array: { prototype: {} }, CSS: { supports: (condition: string) => !condition.includes(':has(') } };
    expect(missingBrowserFeatures(old)).toEqual(['Array.prototype.at', 'CSS :has()']);
    expect(missingBrowserFeatures({ ...current, Object: {} as never, CSS: undefined })).toEqual(['Object.hasOwn']);
  });

  it('is not shown in a current browser', () => {
    renderInProviders(<BrowserNotice detect={() => []} />);
    expect(screen.queryByTestId('browser-notice')).toBeNull();
  });

  it('tells an old browser, and stays away once dismissed (a cookie)', () => {
    const first = renderInProviders(<BrowserNotice detect={() => ['CSS :has()']} />);
    const notice = screen.getByTestId('browser-notice');
    expect(notice.textContent).toContain('Your browser is out of date');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('browser-notice')).toBeNull();
    expect(document.cookie).toContain(`${BROWSER_NOTICE_COOKIE}=dismissed`);
    first.unmount();
    renderInProviders(<BrowserNotice detect={() => ['CSS :has()']} />);
    expect(screen.queryByTestId('browser-notice')).toBeNull();
  });
});
