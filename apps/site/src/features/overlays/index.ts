/**
 * The site's global overlays (SPEC 2 Navbar and overlays). Mount `<GlobalOverlays/>` once inside the router
 * and the query client, and `<UpgradeBanner/>` in the default and home layouts; then call these from
 * anywhere: they open the dialogs on the libs/ui modal system (history entry, back/Escape close them).
 */
import { fetchAgreementStatus } from './api';
import {
  openFreeTrialDialog,
  openIdDialog,
  openOfferDialog,
  openReportDialog,
  openUpgradeDialog,
  waitForAgreement,
  type ReportRequest,
  type UpgradeRequest,
} from './store';

export { GlobalOverlays } from './GlobalOverlays';
export { UpgradeBanner } from './UpgradeBanner';
export type { ReportRequest, UpgradeRequest } from './store';

/** The upgrade dialog (ignores backdrop clicks). A 403 `upgrade:<reason>` from the API should call this. */
export function openUpgrade(request: UpgradeRequest): void {
  openUpgradeDialog(request);
}

/** The offer dialog (ignores backdrop clicks). */
export function openOffer(): void {
  openOfferDialog();
}

/** The report dialog for one member or piece of content. */
export function openReport(request: ReportRequest): void {
  openReportDialog(request);
}

/** The free-trial dialog. */
export function openFreeTrial(): void {
  openFreeTrialDialog();
}

/** The ID-verification prompt (ignores backdrop clicks). */
export function openIdVerification(): void {
  openIdDialog();
}

/**
 * Resolves true when the member has signed the content agreement in force; otherwise opens the agreement
 * dialog and resolves true once they sign, false when they close it. Guests (and a failed lookup) get false.
 */
export async function requireContentAgreement(): Promise<boolean> {
  try {
    if ((await fetchAgreementStatus()).signed) return true;
  } catch {
    return false;
  }
  return waitForAgreement();
}
