/**
 * Media (issue 8) for other features: open the full-screen viewer on a list of items, or let the member pick
 * media with the SPEC 3 picker options. Both overlays are mounted once by the root layout (MediaOverlays)
 * and load with it; importing this file stays light (no pages, no overlay code).
 *
 *   openMediaViewer(items, index);
 *   const picked = await pickMedia({ type: 'image', showAdult: false, emitSelectedOnClick: true });
 *
 * The gallery pages (GalleryPage.tsx) and the profile tab (profile-tabs.tsx) are registered where the site
 * registers pages and tabs.
 */
export { openMediaViewer, pickMedia, type MediaPickerOptions, type PickedMedia } from './store';
// For the home page and the profile wall: the viewer hook of a media grid, and the media API.
export { useOpenViewer } from './MediaGrid';
export { mediaApi } from './api';
