import { describe, expect, it, vi } from 'vitest';
import { createGlobalGuard, onEveryNavigation, type GlobalGuardEffects } from './global-guard';

function setup(overrides: Partial<GlobalGuardEffects> = {}) {
  const effects: GlobalGuardEffects = {
    saveRedirect: vi.fn(),
    takeIntendedPageMark: vi.fn(() => false),
    isLoggedIn: () => false,
    closeModals: vi.fn(),
    showFooter: vi.fn(),
    ...overrides,
  };
  return { effects, guard: createGlobalGuard(effects) };
}

const at = (pathname: string, search = '', key = pathname) => ({ pathname, search, key });

describe('global guard (SPEC 6)', () => {
  it('saves the previous page when a guest heads to login', () => {
    const { effects, guard } = setup();
    guard(at('/forum/news', '?page=2'));
    guard(at('/login'));
    expect(effects.saveRedirect).toHaveBeenCalledWith('/forum/news?page=2');
  });

  it('keeps the page a login-required guard saved, and saves nothing for members', () => {
    const marked = setup({ takeIntendedPageMark: vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true) });
    marked.guard(at('/forum'));
    marked.guard(at('/login'));
    expect(marked.effects.saveRedirect).not.toHaveBeenCalled();

    const member = setup({ isLoggedIn: () => true });
    member.guard(at('/forum'));
    member.guard(at('/login'));
    expect(member.effects.saveRedirect).not.toHaveBeenCalled();
  });

  it('a mark left by the first page load is used up by it', () => {
    const take = vi.fn().mockReturnValueOnce(true).mockReturnValue(false);
    const { effects, guard } = setup({ takeIntendedPageMark: take });
    guard(at('/login'));
    guard(at('/forum'));
    guard(at('/login'));
    expect(effects.saveRedirect).toHaveBeenCalledWith('/forum');
  });

  it('closes modals and shows the footer on a change of page, not on the same entry or a query change', () => {
    const { effects, guard } = setup();
    guard(at('/forum'));
    guard(at('/forum'));
    guard(at('/forum', '?page=2', 'k2'));
    expect(effects.closeModals).not.toHaveBeenCalled();
    guard(at('/groups'));
    expect(effects.closeModals).toHaveBeenCalledTimes(1);
    expect(effects.showFooter).toHaveBeenCalledTimes(1);
  });

  it('tells listeners (the media viewer hides itself) about every change', () => {
    const listener = vi.fn();
    const stop = onEveryNavigation(listener);
    const { guard } = setup();
    guard(at('/forum'));
    guard(at('/groups'));
    expect(listener).toHaveBeenCalledWith(at('/groups'), at('/forum'));
    stop();
    guard(at('/clubs'));
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
