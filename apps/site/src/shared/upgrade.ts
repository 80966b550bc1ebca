/**
 * The way into the upgrade dialog for the shell's own callers (the footer button, a 403 `upgrade:<reason>`).
 * The dialog belongs to the overlays feature; once it is mounted it registers its opener here
 * (`registerUpgradeOpener(openUpgrade)`), and until then the callers fall back to the `upgrade` route.
 */
export interface UpgradeRequest {
  reason: string;
  gift?: string;
  service?: string;
}

type UpgradeOpener = (request: UpgradeRequest) => void;

let opener: UpgradeOpener | null = null;

/**
 * How long a request made before the dialog registered waits for it. The overlays load after the first paint,
 * so a 403 `upgrade:<reason>` on the first page's data can arrive before they are there.
 */
export const EARLY_REQUEST_MS = 10_000;

let early: { request: UpgradeRequest; at: number } | null = null;

/** Registers the upgrade dialog; returns the function that unregisters it. */
export function registerUpgradeOpener(open: UpgradeOpener): () => void {
  opener = open;
  const waiting = early;
  early = null;
  if (waiting && Date.now() - waiting.at <= EARLY_REQUEST_MS) open(waiting.request);
  return () => {
    if (opener === open) opener = null;
  };
}

/** Opens the upgrade dialog and returns true, or returns false when no dialog is registered. */
export function openUpgradeDialog(request: UpgradeRequest): boolean {
  if (!opener) return false;
  opener(request);
  return true;
}

/**
 * For requests the member did not click (a 403 `upgrade:<reason>`): opens the dialog now, or as soon as it
 * registers (within EARLY_REQUEST_MS) when the overlays have not loaded yet. Always true: the dialog will show.
 * Clicks keep using openUpgradeDialog, which falls back to the upgrade page at once.
 */
export function requestUpgradeDialog(request: UpgradeRequest): boolean {
  if (openUpgradeDialog(request)) return true;
  early = { request, at: Date.now() };
  return true;
}

export const hasUpgradeDialog = (): boolean => opener !== null;
