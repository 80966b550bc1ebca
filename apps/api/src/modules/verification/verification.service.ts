import { Injectable, Logger } from '@nestjs/common';
import { randomInt, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { sidesNeeded, type OwnVerification, type VerificationSide, type VerificationStartRequest } from '@community/contracts';
import type { ImageSizeSpec } from '@community/domain';
import { QueueService } from '../../infra/queue/queue.service.js';
import { Storage } from '../../infra/storage/storage.js';
import type { MemberAccount } from '../members/index.js';
import { MediaPipeline } from '../media/index.js';
import { AgeAssuranceProvider } from './age-assurance.js';
import { DocumentVault } from './document-vault.js';
import { VerificationErrorCode, VerificationException } from './verification.exception.js';
import { VerificationRepository, type CaseRow } from './verification.repository.js';

/** Stored size of a document photo: large enough to read the print, re-encoded (no metadata, no original bytes kept). */
export const DOCUMENT_SIZE: readonly ImageSizeSpec[] = [{ name: 'document', width: 2400, height: 2400, fit: 'inside' }];
/** The code's alphabet: no 0/O, 1/I/L, 5/S, 2/Z. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRTUVWXY346789';

export function newCode(): string {
  let s = '';
  for (let i = 0; i < 6; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return `${s.slice(0, 3)}-${s.slice(3)}`;
}

export const storageKeyFor = (caseId: string, side: VerificationSide) => `verification/${caseId}/${side}-${randomUUID()}.bin`;
/** What binds a sealed file to its place: a file copied onto another case or side does not open. */
export const aadFor = (caseId: string, side: VerificationSide) => `verification:${caseId}:${side}`;

/**
 * The member's side of ID verification (`/id-`): start a case (the document type, the date of birth printed on it,
 * and a code to hold up in the selfie), upload each side through the media module's checks (bytes, size, pixel
 * limits, re-encoding in its process pool), sealed before it is stored, then submit: the preparation job runs and
 * the case waits for a checker. One open case per member; a verified member has nothing to do here.
 */
@Injectable()
export class VerificationService {
  private readonly log = new Logger('Verification');

  constructor(
    private readonly db: DataSource,
    private readonly repo: VerificationRepository,
    private readonly pipeline: MediaPipeline,
    private readonly vault: DocumentVault,
    private readonly storage: Storage,
    private readonly queue: QueueService,
    private readonly provider: AgeAssuranceProvider,
  ) {}

  async own(me: MemberAccount): Promise<OwnVerification> {
    const c = await this.repo.latestOf(me.id);
    return this.toOwn(me, c, c ? await this.repo.files(c.id) : []);
  }

  private toOwn(me: MemberAccount, c: CaseRow | null, files: Array<{ side: VerificationSide; storage_key: string | null }>): OwnVerification {
    const live = c && c.status !== 'withdrawn' ? c : null;
    const open = live && (live.status === 'draft' || live.status === 'processing' || live.status === 'pending');
    return {
      status: live?.status ?? 'none',
      isVerified: me.verifiedAt !== null,
      verifiedAt: me.verifiedAt?.toISOString() ?? null,
      caseId: live?.id ?? null,
      documentType: live?.document_type ?? null,
      code: open ? live.code : null,
      needed: live ? sidesNeeded(live.document_type) : [],
      uploaded: open ? files.filter((f) => f.storage_key !== null).map((f) => f.side) : [],
      submittedAt: live?.submitted_at?.toISOString() ?? null,
      rejectReason: live?.status === 'rejected' ? live.reject_reason : null,
      decidedAt: live?.decided_at?.toISOString() ?? null,
      hostedUrl: null,
    };
  }

  /** A new draft case; a draft already open is replaced (its files deleted). */
  async start(me: MemberAccount, input: VerificationStartRequest): Promise<OwnVerification> {
    if (me.verifiedAt) throw new VerificationException(VerificationErrorCode.AlreadyVerified, 'Your ID is already verified');
    const id = randomUUID();
    let purge: string | null = null;
    await this.db.transaction(async (em) => {
      const current = await this.repo.latestOf(me.id, em, true);
      if (current?.status === 'processing' || current?.status === 'pending') {
        throw new VerificationException(VerificationErrorCode.CaseOpen, 'Your documents are already with our team: wait for their answer');
      }
      if (current?.status === 'draft') {
        await this.repo.setStatus(em, current.id, 'withdrawn');
        purge = current.id;
      }
      await this.repo.insert(em, { id, memberId: me.id, variant: me.homeVariant, documentType: input.documentType, dateOfBirth: input.dateOfBirth, code: newCode() });
    });
    if (purge) await this.queue.enqueue('verification.purge', { caseId: purge });
    // Through the port: the in-house review continues on /id- (uploads); a hosted provider's flow would answer its URL.
    const begun = await this.provider.begin(me, id, '/id-');
    return { ...(await this.own(me)), hostedUrl: begun.kind === 'hosted' ? begun.url : null };
  }

  private async draft(me: MemberAccount): Promise<CaseRow> {
    const c = await this.repo.latestOf(me.id);
    if (!c || c.status !== 'draft') throw new VerificationException(VerificationErrorCode.NoDraft, 'Start a verification first');
    return c;
  }

  /** One side's photo: checked and re-encoded by the media pipeline, sealed, stored; it replaces the side's earlier photo. */
  async upload(me: MemberAccount, side: VerificationSide, file: Buffer): Promise<OwnVerification> {
    const c = await this.draft(me);
    if (!sidesNeeded(c.document_type).includes(side)) {
      throw new VerificationException(VerificationErrorCode.SideNotNeeded, `A ${c.document_type.replace('-', ' ')} has no ${side} to upload`, { field: 'side' });
    }
    const image = await this.pipeline.process(file, DOCUMENT_SIZE, { still: true, quality: 90 });
    const out = image.sizes[0]!;
    const sealed = this.vault.seal(out.body, aadFor(c.id, side));
    const key = storageKeyFor(c.id, side);
    await this.storage.put(key, sealed.body, { contentType: 'application/octet-stream', cacheControl: 'no-store' });
    let replaced: string | null = null;
    try {
      await this.db.transaction(async (em) => {
        const locked = await this.repo.get(c.id, em, true);
        if (locked?.status !== 'draft') throw new VerificationException(VerificationErrorCode.NoDraft, 'This verification was already submitted');
        replaced = await this.repo.putFile(em, {
          case_id: c.id,
          side,
          storage_key: key,
          key_id: sealed.keyId,
          wrapped_key: sealed.wrappedKey,
          iv: sealed.iv,
          auth_tag: sealed.authTag,
          width: out.width,
          height: out.height,
          bytes: sealed.body.length,
          phash: image.hash,
        });
      });
    } catch (err) {
      await this.storage.delete(key).catch(() => undefined);
      throw err;
    }
    if (replaced) await this.storage.delete(replaced).catch((err: Error) => this.log.warn(`replaced verification file left: ${err.message}`));
    return this.own(me);
  }

  /** Sends the case to the preparation job; every side the document needs must be there. */
  async submit(me: MemberAccount): Promise<OwnVerification> {
    const c = await this.draft(me);
    await this.db.transaction(async (em) => {
      const locked = await this.repo.get(c.id, em, true);
      if (locked?.status !== 'draft') throw new VerificationException(VerificationErrorCode.NoDraft, 'This verification was already submitted');
      const have = new Set((await this.repo.files(c.id, em)).filter((f) => f.storage_key).map((f) => f.side));
      const missing = sidesNeeded(c.document_type).filter((s) => !have.has(s));
      if (missing.length) {
        throw new VerificationException(VerificationErrorCode.Incomplete, `Upload every photo first: ${missing.join(', ')}`, {
          errors: missing.map((s) => ({ field: s, message: `Upload the ${s} photo` })),
        });
      }
      await this.repo.setStatus(em, c.id, 'processing', { submitted: true });
    });
    await this.queue.enqueue('verification.prepare', { caseId: c.id }, { jobId: `verification.prepare.${c.id}` });
    return this.own(me);
  }

  /** Withdraws a draft (not a submitted case): its files go. */
  async withdraw(me: MemberAccount): Promise<OwnVerification> {
    const c = await this.draft(me);
    await this.repo.setStatus(this.db, c.id, 'withdrawn');
    await this.queue.enqueue('verification.purge', { caseId: c.id });
    return this.own(me);
  }
}
