import type { OwnVerification } from '@community/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { profile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const SLOW = { timeout: 5000 };
const me = { 'GET /api/auth/profile': { status: 200, body: { data: profile('velvet_fox') } } };
const none: OwnVerification = {
  status: 'none',
  isVerified: false,
  verifiedAt: null,
  caseId: null,
  documentType: null,
  code: null,
  needed: [],
  uploaded: [],
  submittedAt: null,
  rejectReason: null,
  decidedAt: null,
  hostedUrl: null,
};
const draft: OwnVerification = { ...none, status: 'draft', caseId: '7f9c2f4e-3a41-4a55-9a41-0b5a1c0de001', documentType: 'driving-licence', code: 'K7Q-4MX', needed: ['front', 'back', 'selfie'], uploaded: ['front'] };

describe('IdVerificationPage', () => {
  it('starts a case with the document and date of birth, then shows the code and the photos still missing', async () => {
    const { requests } = mockApi({
      ...me,
      'GET /api/verification': { status: 200, body: { data: none } },
      'POST /api/verification': { status: 201, body: { data: draft } },
    });
    renderApp('/id-');
    const date = await screen.findByLabelText(/Date of birth, as on the document/, {}, SLOW);
    fireEvent.change(date, { target: { value: '1990-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('id-code')).toHaveProperty('textContent', 'K7Q-4MX');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ documentType: 'passport', dateOfBirth: '1990-01-01' });
    expect(screen.getByText('Back of the document')).toBeTruthy();
    expect(screen.getAllByText('Not uploaded yet')).toHaveLength(2);
    // Sending waits for every photo the document needs.
    expect((screen.getByTestId('id-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a refusal with its reason and lets the member start again', async () => {
    mockApi({ ...me, 'GET /api/verification': { status: 200, body: { data: { ...none, status: 'rejected', caseId: draft.caseId, documentType: 'passport', rejectReason: 'code-missing', decidedAt: '2026-11-20T10:00:00.000Z' } } } });
    renderApp('/id-');
    expect(await screen.findByText('Reason: the code was not visible in the selfie. Your photos have been deleted; you can try again.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('says the photos are with the checkers while the case waits, and verified once decided', async () => {
    mockApi({ ...me, 'GET /api/verification': { status: 200, body: { data: { ...draft, status: 'pending', submittedAt: '2026-11-20T10:00:00.000Z' } } } });
    const { unmount } = renderApp('/id-');
    expect(await screen.findByText('Your photos are with our ID checkers', {}, SLOW)).toBeTruthy();
    unmount();
    mockApi({ ...me, 'GET /api/verification': { status: 200, body: { data: { ...none, status: 'approved', isVerified: true, verifiedAt: '2026-11-21T10:00:00.000Z' } } } });
    renderApp('/id-');
    await waitFor(() => expect(screen.getByTestId('id-verified').textContent).toContain('Your ID is verified'), SLOW);
  });
});
