import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { saveRedirect } from '../../shared/auth/redirect';
import { useAuth } from '../../shared/auth/useAuth';
import { onEveryNavigation } from '../../shared/global-guard';
import { routeTo } from '../../shared/routes';
import { MediaPicker } from './MediaPicker';
import { MediaViewer } from './MediaViewer';
import { mediaOverlayStore } from './store';

/**
 * The media viewer and the media picker, mounted once beside the other global overlays. Anything may open
 * them (`openMediaViewer`, `pickMedia` from features/media). Both need a login (SPEC 5): for a guest they
 * close at once and the guest goes to log in, coming back to this page. A change of page hides the viewer
 * (SPEC 6 global guard).
 */
export function MediaOverlays() {
  const state = useSyncExternalStore(mediaOverlayStore.subscribe, mediaOverlayStore.getSnapshot, mediaOverlayStore.getSnapshot);
  const { loggedIn, pending } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => onEveryNavigation(() => mediaOverlayStore.closeViewer()), []);

  const wanted = Boolean(state.viewer || state.picker);
  useEffect(() => {
    if (!wanted || pending || loggedIn) return;
    mediaOverlayStore.closeViewer();
    if (state.picker) mediaOverlayStore.settlePicker(null);
    saveRedirect(`${location.pathname}${location.search}`);
    void navigate(routeTo('login'));
  }, [wanted, pending, loggedIn, state.picker, location.pathname, location.search, navigate]);

  if (!loggedIn) return null;
  return (
    <>
      <MediaViewer request={state.viewer} onClose={() => mediaOverlayStore.closeViewer()} />
      <MediaPicker request={state.picker} onDone={(picked) => mediaOverlayStore.settlePicker(picked)} />
    </>
  );
}
