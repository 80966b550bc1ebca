/** A short two-note chime made in the browser (no sound file to fetch); silent when the browser refuses audio. */
export function playChime(): void {
  try {
    const AudioCtx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioCtx) return;
    const ctx = new AudioCtx();
    const notes = [880, 1320];
    notes.forEach((hz, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.frequency.value = hz;
      gain.gain.setValueAtTime(0.0001, ctx.currentTime + i * 0.12);
      gain.gain.exponentialRampToValueAtTime(0.15, ctx.currentTime + i * 0.12 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, ctx.currentTime + i * 0.12 + 0.18);
      osc.connect(gain).connect(ctx.destination);
      osc.start(ctx.currentTime + i * 0.12);
      osc.stop(ctx.currentTime + i * 0.12 + 0.2);
    });
    setTimeout(() => void ctx.close(), 600);
  } catch {
    // Autoplay rules may refuse sound before the member has interacted with the page.
  }
}

/** SPEC 9: desktop notifications close after 5 s. */
export const DESKTOP_NOTIFICATION_MS = 5000;

/** A desktop notification while the tab is hidden and the member allowed them; clicking it focuses the tab. */
export function desktopNotify(title: string, body: string, tag: string, onClick: () => void): void {
  if (typeof window === 'undefined' || !('Notification' in window) || Notification.permission !== 'granted' || !document.hidden) return;
  try {
    const n = new Notification(title, { body, tag });
    n.onclick = () => {
      window.focus();
      onClick();
      n.close();
    };
    setTimeout(() => n.close(), DESKTOP_NOTIFICATION_MS);
  } catch {
    // Some browsers only allow notifications from a service worker.
  }
}
