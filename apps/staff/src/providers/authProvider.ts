import type { AuthProvider, UserIdentity } from 'react-admin';
import { z } from 'zod';
import { AuthMember } from '@community/contracts';
import type { Role } from '@community/domain';
import { admitsToConsole, can } from '../auth/permissions';
import { httpClient, type HttpClient } from './httpClient';

/** Shown when a member who is not staff reaches the console (they stay signed in to the site). */
export const STAFF_ONLY = 'This console is for staff only';
export const SIGN_IN_NEEDED = 'Please sign in with your staff account.';
export const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Login answered `403 { mfa_required: true }`: the login page asks for the 6-digit code next. */
export class MfaRequiredError extends Error {
  readonly mfaRequired = true;
  constructor() {
    super('Enter the 6-digit code from your authenticator app.');
    this.name = 'MfaRequiredError';
  }
}

export function isMfaRequired(error: unknown): error is MfaRequiredError {
  return error instanceof MfaRequiredError;
}

/** The part of the authed profile the console relies on (contracts: `AuthedProfile.member`). */
const ConsoleMember = AuthMember.pick({ id: true, name: true, role: true, isAdmin: true, homeVariant: true });
export type ConsoleMember = z.infer<typeof ConsoleMember>;
const ProfileEnvelope = z.object({ data: z.object({ member: ConsoleMember }) });
const LoginEnvelope = z.object({ data: z.object({ profile: z.object({ member: ConsoleMember }) }) });

/** The credentials step sends `{ login, password }`, the second step `{ code }`. */
export type LoginParams = { login: string; password: string } | { code: string };

export interface AuthProviderOptions {
  http?: HttpClient;
  /** Prefix of the API, `/api` in production and behind the dev proxy. */
  apiUrl?: string;
  /** How long one profile answer serves checkAuth, getIdentity, getPermissions and canAccess. */
  profileTtlMs?: number;
  now?: () => number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** HTTP status of an error from the http client (react-admin's HttpError), if any. */
export function statusOf(error: unknown): number | undefined {
  return isRecord(error) && typeof error.status === 'number' ? error.status : undefined;
}

function bodyOf(error: unknown): unknown {
  return isRecord(error) ? error.body : undefined;
}

function isCodeStep(params: unknown): params is { code: string } {
  return isRecord(params) && typeof params.code === 'string';
}

function credentialsOf(params: unknown): { login: string; password: string } {
  if (isRecord(params) && typeof params.login === 'string' && typeof params.password === 'string') {
    return { login: params.login, password: params.password };
  }
  throw new Error('Enter your name or e-mail address and your password.');
}

export function createAuthProvider(options: AuthProviderOptions = {}): AuthProvider {
  const { http = httpClient, apiUrl = '/api', profileTtlMs = 5_000, now = Date.now } = options;

  /**
   * What the console last learned about the site session. Only a session known to be staff is ended
   * through `POST /auth/logout`: a member refused here stays signed in to the site, and a session the API
   * already dropped (401) has nothing left to end.
   */
  let session: 'unknown' | 'none' | 'refused' | 'staff' = 'unknown';
  let cached: { member: ConsoleMember; at: number } | undefined;
  let inFlight: Promise<ConsoleMember | null> | undefined;

  let grants: { pages: string[]; at: number } | undefined;
  const forget = () => {
    cached = undefined;
    grants = undefined;
  };

  /**
   * The console pages Super granted this staff member (`GET /api/staff/me`), cached like the profile. A failure
   * means "no grants": the role's own pages still open, and the API decides every call anyway.
   */
  const loadGrants = async (): Promise<string[]> => {
    if (grants && now() - grants.at < profileTtlMs) return grants.pages;
    try {
      const { json } = await http(`${apiUrl}/staff/me`);
      const pages = isRecord(json) && Array.isArray(json.pageAccess) ? json.pageAccess.filter((p): p is string => typeof p === 'string') : [];
      grants = { pages, at: now() };
      return pages;
    } catch {
      return [];
    }
  };

  /** The signed-in member, or null when the API answers 401. Concurrent callers share one request. */
  const loadMember = (fresh = false): Promise<ConsoleMember | null> => {
    if (!fresh && cached && now() - cached.at < profileTtlMs) return Promise.resolve(cached.member);
    if (inFlight) return inFlight;
    const request = http(`${apiUrl}/auth/profile`)
      .then(({ json }) => {
        const member = ProfileEnvelope.parse(json).data.member;
        cached = { member, at: now() };
        return member;
      })
      .catch((error: unknown) => {
        if (statusOf(error) === 401) {
          forget();
          return null;
        }
        throw error;
      })
      .finally(() => {
        inFlight = undefined;
      });
    inFlight = request;
    return request;
  };

  /** The member when the console admits them; else notes why not and throws the message the console shows (`missing`: no session). */
  const admit = (member: ConsoleMember | null, missing: string): ConsoleMember => {
    if (!member) {
      session = 'none';
      throw new Error(missing);
    }
    if (!admitsToConsole(member)) {
      session = 'refused';
      forget();
      throw new Error(STAFF_ONLY);
    }
    return member;
  };

  /** Resolves with the staff member or rejects with the message the console shows. */
  const requireStaff = async (): Promise<ConsoleMember> => {
    const member = admit(await loadMember(), SIGN_IN_NEEDED);
    session = 'staff';
    return member;
  };

  return {
    async login(params: unknown): Promise<void> {
      forget();
      let json: unknown;
      try {
        ({ json } = isCodeStep(params)
          ? await http(`${apiUrl}/auth/mfa`, { method: 'POST', body: JSON.stringify({ code: params.code }) })
          : await http(`${apiUrl}/auth/login`, {
              method: 'POST',
              body: JSON.stringify({ ...credentialsOf(params), remember: false }),
            }));
      } catch (error) {
        const body = bodyOf(error);
        if (statusOf(error) === 403 && isRecord(body) && body.mfa_required === true) throw new MfaRequiredError();
        throw error;
      }
      const fromLogin = LoginEnvelope.safeParse(json);
      if (fromLogin.success) cached = { member: fromLogin.data.data.profile.member, at: now() };
      // The member is now signed in to the site either way; a non-staff member is only refused here.
      await requireStaff();
    },

    async logout(): Promise<void> {
      const endSiteSession = session === 'staff';
      session = 'none';
      forget();
      if (!endSiteSession) return;
      try {
        await http(`${apiUrl}/auth/logout`, { method: 'POST' });
      } catch (error) {
        if (statusOf(error) !== 401) throw error;
      }
    },

    async checkAuth(): Promise<void> {
      await requireStaff();
    },

    async checkError(error: unknown): Promise<void> {
      const status = statusOf(error);
      if (status === 401) {
        session = 'none';
        forget();
        throw new Error(SESSION_ENDED);
      }
      if (status !== 403) return;
      // A 403 is either a refused action (e.g. a role change by non-Super staff: the caller shows the
      // API's message) or a session that lost its staff rights. Ask the API which one.
      let member: ConsoleMember | null;
      try {
        member = await loadMember(true);
      } catch {
        return;
      }
      admit(member, SESSION_ENDED);
    },

    async getIdentity(): Promise<UserIdentity> {
      const member = await requireStaff();
      return { id: member.id, fullName: member.name, role: member.role, homeVariant: member.homeVariant, pageAccess: await loadGrants() };
    },

    async getPermissions(): Promise<Role> {
      return (await requireStaff()).role;
    },

    async canAccess(params: { action: string; resource: string; record?: unknown }): Promise<boolean> {
      try {
        const member = await requireStaff();
        return can({ ...member, pageAccess: await loadGrants() }, params.action, params.resource, params.record);
      } catch {
        return false;
      }
    },
  };
}

export const authProvider = createAuthProvider();
