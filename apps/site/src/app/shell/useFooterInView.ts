import { useEffect, useState } from 'react';
import { useFooterHidden } from '../../shared/layout/footer-visibility';

/** The layout's footer carries this attribute (articles may have footers of their own). */
export const SITE_FOOTER_ATTRIBUTE = 'data-site-footer';

/**
 * True while the site footer is on screen or within 120 px of it (SPEC 4: the footer prompt and the bottom
 * bar hide near the footer, and show otherwise).
 */
export function useFooterInView(): boolean {
  const [inView, setInView] = useState(false);
  const footerHidden = useFooterHidden();
  useEffect(() => {
    setInView(false);
    const footer = document.querySelector(`[${SITE_FOOTER_ATTRIBUTE}]`);
    if (!footer || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), { rootMargin: '0px 0px 120px 0px' });
    observer.observe(footer);
    return () => observer.disconnect();
  }, [footerHidden]);
  return inView;
}
