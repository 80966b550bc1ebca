import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { registerUpgradeOpener } from '../../shared/upgrade';
import { bindQueryClient } from './api';
import { ContentAgreementDialog } from './ContentAgreementDialog';
import { FreeTrialDialog } from './FreeTrialDialog';
import { IdVerificationDialog } from './IdVerificationDialog';
import { OfferDialog } from './OfferDialog';
import { ReportDialog } from './ReportDialog';
import { openUpgradeDialog, overlayStore } from './store';
import { UpgradeDialog } from './UpgradeDialog';

/**
 * The site's global dialogs (SPEC 2 Navbar and overlays), driven by openUpgrade(), openOffer(),
 * openReport(), openFreeTrial(), requireContentAgreement() and openIdVerification(). Mount once, inside
 * the router and the query client (the confirmation dialog is libs/ui's own provider; toasts go through Mantine's notifications).
 */
export function GlobalOverlays() {
  const state = useSyncExternalStore(overlayStore.subscribe, overlayStore.getSnapshot, overlayStore.getSnapshot);
  const queryClient = useQueryClient();
  useEffect(() => {
    bindQueryClient(queryClient);
    return () => bindQueryClient(null);
  }, [queryClient]);
  // The shell's callers (a 403 `upgrade:<reason>`, the footer's upgrade button) open this dialog once mounted.
  useEffect(() => registerUpgradeOpener(openUpgradeDialog), []);

  return (
    <>
      <UpgradeDialog request={state.upgrade} onClose={() => overlayStore.close('upgrade')} />
      <OfferDialog opened={state.offer} onClose={() => overlayStore.close('offer')} />
      <ReportDialog request={state.report} onClose={() => overlayStore.close('report')} />
      <FreeTrialDialog opened={state.freeTrial} onClose={() => overlayStore.close('freeTrial')} />
      <ContentAgreementDialog opened={state.agreement} onDone={(signed) => overlayStore.settleAgreement(signed)} />
      <IdVerificationDialog opened={state.id} onClose={() => overlayStore.close('id')} />
    </>
  );
}
