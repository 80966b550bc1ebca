import type { ReportSubjectType } from '@community/contracts';
import { patchStore } from '../../shared/patch-store';

/** SPEC 3 "Upgrade dialog parameters": reason, gift, service, gateway, link. */
export interface UpgradeRequest {
  /** Why the dialog opened: `send-message` (a 403 `upgrade:send-message`), `{type}-banner`, `footer`, … */
  reason: string;
  /** The name of the member the upgrade would be a gift for. */
  gift?: string;
  /** A specific paid service the member asked for (the payments issue defines them). */
  service?: string;
  /** The payment gateway to use (the payments issue). */
  gateway?: string;
  /** Where to continue instead of the upgrade page (a same-site path), e.g. a specific payment page. */
  link?: string;
}

export interface ReportRequest {
  subjectType: ReportSubjectType;
  subjectId: string;
  /** What is being reported, as the member sees it (e.g. "velvet_fox" or "this photo"); in the title. */
  label: string;
}

export interface OverlayState {
  readonly upgrade: UpgradeRequest | null;
  readonly offer: boolean;
  readonly report: ReportRequest | null;
  readonly freeTrial: boolean;
  readonly agreement: boolean;
  readonly id: boolean;
}

const CLOSED: OverlayState = { upgrade: null, offer: false, report: null, freeTrial: false, agreement: false, id: false };

const store = patchStore(CLOSED);
/** Callers of requireContentAgreement() waiting for the dialog's answer. */
let agreementWaiters: Array<(signed: boolean) => void> = [];
const set = store.patch;

/** The overlays' state, for GlobalOverlays (useSyncExternalStore). */
export const overlayStore = {
  getSnapshot: store.getSnapshot,
  subscribe: store.subscribe,
  close(name: Exclude<keyof OverlayState, 'agreement'>): void {
    set({ [name]: name === 'upgrade' || name === 'report' ? null : false });
  },
  /** The content agreement dialog closed: signed, or not (closed by back, Escape, backdrop or ×). */
  settleAgreement(signed: boolean): void {
    const waiting = agreementWaiters;
    agreementWaiters = [];
    set({ agreement: false });
    for (const resolve of waiting) resolve(signed);
  },
  /** For tests. */
  reset(): void {
    for (const resolve of agreementWaiters) resolve(false);
    agreementWaiters = [];
    store.replace(CLOSED);
  },
};

export function openUpgradeDialog(request: UpgradeRequest): void {
  set({ upgrade: { ...request } });
}
export function openOfferDialog(): void {
  set({ offer: true });
}
export function openReportDialog(request: ReportRequest): void {
  set({ report: { ...request } });
}
export function openFreeTrialDialog(): void {
  set({ freeTrial: true });
}
export function openIdDialog(): void {
  set({ id: true });
}
/** Opens the agreement dialog; the promise settles when it closes (true once signed). */
export function waitForAgreement(): Promise<boolean> {
  return new Promise((resolve) => {
    agreementWaiters.push(resolve);
    set({ agreement: true });
  });
}
