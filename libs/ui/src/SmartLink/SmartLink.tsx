import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { Link, useInRouterContext, useNavigate } from 'react-router-dom';
import { isModalHistoryEntry, modalStack } from '../Modal/modal-stack';
import { classifyLink, EXTERNAL_REL, type ClassifiedLink } from './classify-link';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'rel'> {
  /** A path ('/forum/news'), an absolute URL, '#anchor', mailto: or tel:. Unsafe schemes render no link. */
  href: string;
  /** Adds nofollow to an internal link (the Link entity's `nofollow`); external links always have it. */
  nofollow?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

function relFor(
  kind: 'document' | 'external',
  target: string | undefined,
  nofollow: boolean | undefined,
): string | undefined {
  if (kind === 'external') return EXTERNAL_REL;
  const parts = [target === '_blank' ? 'noopener noreferrer' : '', nofollow ? 'nofollow' : ''].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/**
 * A link the router does not follow (outside a router, none is): an unsafe scheme renders as plain text, another
 * site opens in a new tab, the rest are ordinary links.
 */
function PlainLink({ link, props }: { link: ClassifiedLink; props: SmartLinkProps }) {
  const { href: _href, nofollow, target, ref, ...anchor } = props;
  if (link.kind === 'unsafe')
    return (
      <span className={anchor.className} style={anchor.style}>
        {anchor.children}
      </span>
    );
  const kind = link.kind === 'external' ? 'external' : 'document';
  const finalTarget = kind === 'external' ? '_blank' : target;
  return <a {...anchor} ref={ref} href={link.href} target={finalTarget} rel={relFor(kind, finalTarget, nofollow)} />;
}

/** Inside a router: routed links go through react-router; from inside a modal they replace its history entry. */
function RouterSmartLink(props: SmartLinkProps) {
  const navigate = useNavigate();
  const link = classifyLink(props.href, { target: props.target });
  if (link.kind !== 'router') return <PlainLink link={link} props={props} />;
  const { href: _href, nofollow, target: _target, onClick, ref, ...anchor } = props;
  return (
    <Link
      {...anchor}
      ref={ref}
      to={link.href}
      rel={nofollow ? 'nofollow' : undefined}
      onClick={(event) => {
        onClick?.(event);
        // A link followed from a modal replaces the modal's history entry, so back does not land on it. The
        // modal (often closed by this very click) must not pop that entry meanwhile: the pop would cancel the
        // navigation while a lazy page loads.
        if (!event.defaultPrevented && isPlainLeftClick(event) && isModalHistoryEntry()) {
          event.preventDefault();
          modalStack().releaseCurrentEntry();
          void navigate(link.href, { replace: true });
        }
      }}
    />
  );
}

/**
 * A link following SPEC 2's rules: an internal path whose first segment is a known route goes through the
 * router (client-side); other internal paths, `.aspx` pages and links with target _blank are ordinary
 * links; other sites open in a new tab with rel "noopener noreferrer nofollow"; `javascript:` and other
 * unsafe schemes render as plain text. Outside a router every link is an ordinary link.
 */
export function SmartLink(props: SmartLinkProps) {
  const inRouter = useInRouterContext();
  if (inRouter) return <RouterSmartLink {...props} />;
  return <PlainLink link={classifyLink(props.href, { target: props.target })} props={props} />;
}
