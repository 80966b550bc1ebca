import type { Role, Tier } from './roles.js';

/** Where a logged-in member lands after login and on the home link (SPEC 2 "Home link"). */
export const LANDING_PAGES = ['activity', 'newactivity'] as const;
export type LandingPage = (typeof LANDING_PAGES)[number];

/** The logged-in member as the rules see them. The API builds it from the member row; the site from the authed profile. */
export interface AuthedViewer {
  readonly id: string;
  /** Needed to fill `{name}` in menu links (SPEC 2 Navbar). */
  readonly name: string;
  readonly role: Role;
  /** The tier as stored; use effectiveTier() to apply expiry. */
  readonly tier: Tier;
  /** When the paid tier lapses; null means it does not lapse. */
  readonly tierExpiresAt: Date | null;
  /** E-mail address confirmed. */
  readonly isConfirmed: boolean;
  /** ID-verified. */
  readonly isVerified: boolean;
  readonly hasSignedContentAgreement: boolean;
  /** The variant code the member registered on (staff scope for the four staff roles). */
  readonly homeVariant: string;
  /** Page names Super granted this member. */
  readonly pageAccess: readonly string[];
  readonly suspended: boolean;
  readonly landingPage: LandingPage;
}

/** null is an anonymous visitor. */
export type Viewer = AuthedViewer | null;

/** Narrows a viewer to a logged-in member. */
export function isLoggedIn<V extends object>(viewer: V | null | undefined): viewer is V {
  return viewer !== null && viewer !== undefined;
}
