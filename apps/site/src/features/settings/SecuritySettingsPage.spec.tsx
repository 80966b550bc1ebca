import type { SessionInfo } from '@community/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { describeUserAgent } from './user-agent';

const session = (id: string, extra: Partial<SessionInfo> = {}): SessionInfo => ({
  id,
  current: false,
  userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
  ip: '203.0.113.9',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSeenAt: '2026-11-20T10:00:00.000Z',
  remembered: false,
  ...extra,
});

describe('SecuritySettingsPage', () => {
  it('lists sessions and ends another one', async () => {
    let sessions = [session('s-current', { current: true, userAgent: null }), session('s-other', { remembered: true })];
    const { requests } = mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: profile() } },
      'GET /api/auth/sessions': () => ({ status: 200, body: { data: sessions } }),
      'DELETE /api/auth/sessions/s-other': () => {
        sessions = sessions.filter((s) => s.id !== 's-other');
        return { status: 204 };
      },
    });
    renderApp('/settings/security');

    const rows = await screen.findAllByTestId('session');
    expect(rows).toHaveLength(2);
    expect(within(rows[0] as HTMLElement).getByText('This device')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText('Chrome · Windows')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('IP address 203.0.113.9')).toBeTruthy();

    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Log out: Chrome · Windows' }));
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/auth/sessions/s-other')).toBe(true);
    expect(await screen.findByText('You are not logged in anywhere else')).toBeTruthy();
  });

  it('turns on two-step verification: QR code, secret, code, then the recovery codes once', async () => {
    let mfaEnabled = false;
    const { requests } = mockApi({
      'GET /api/auth/profile': () => {
        const p = profile();
        return { status: 200, body: { data: { ...p, member: { ...p.member, mfaEnabled } } } };
      },
      'GET /api/auth/sessions': { status: 200, body: { data: [session('s1', { current: true })] } },
      'POST /api/auth/mfa/enrol': {
        status: 200,
        body: { data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=' } },
      },
      'POST /api/auth/mfa/enrol/verify': () => {
        mfaEnabled = true;
        return { status: 200, body: { data: { recoveryCodes: ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'] } } };
      },
    });
    renderApp('/settings/security');

    expect(await screen.findByText('Two-step verification is off')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step verification' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(screen.getByTestId('mfa-secret').textContent).toBe('JBSWY3DPEHPK3PXP');

    fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));

    const codes = await screen.findByTestId('recovery-codes');
    expect(within(codes).getByText('aaaa-bbbb-cccc')).toBeTruthy();
    expect(within(codes).getByText('dddd-eeee-ffff')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy all codes' })).toBeTruthy();
    expect(requests.find((r) => r.url === '/api/auth/mfa/enrol/verify')?.body).toEqual({ code: '123456' });
    expect(await screen.findByText('Two-step verification is on')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('turns it off with the password, showing a wrong password on the field', async () => {
    const p = profile();
    mockApi({
      'GET /api/auth/profile': { status: 200, body: { data: { ...p, member: { ...p.member, mfaEnabled: true } } } },
      'GET /api/auth/sessions': { status: 200, body: { data: [] } },
      'DELETE /api/auth/mfa': {
        status: 400,
        body: { message: 'Wrong password', statusCode: 400, errors: [{ field: 'password', message: 'That password is not right' }] },
      },
    });
    renderApp('/settings/security');
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'nope-nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('That password is not right')).toBeTruthy();
  });
});

describe('describeUserAgent', () => {
  it('names common browsers and systems', () => {
    expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1')).toBe('Safari · iOS');
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0')).toBe('Firefox · Linux');
    expect(describeUserAgent(null)).toBeNull();
  });
});
