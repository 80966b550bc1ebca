import { Injectable, Logger } from '@nestjs/common';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { JobPayload, VerificationDuplicateHint, VerificationHints, VerificationQualityHint } from '@community/contracts';
import { isAdult } from '@community/domain';
import { JobHandler } from '../../infra/queue/job-handler.decorator.js';
import { Storage } from '../../infra/storage/storage.js';
import { MembersService } from '../members/index.js';
import { DocumentVault } from './document-vault.js';
import { aadFor } from './verification.service.js';
import { VerificationRepository, type FileRow } from './verification.repository.js';
import { DataSource } from 'typeorm';

/** Perceptual hashes within this many bits (of 64) are flagged as a possible duplicate identity. */
export const DUPLICATE_DISTANCE = 8;
/** Quality thresholds: the short side in pixels, mean brightness (0–255) and sharp's sharpness estimate. */
const MIN_SHORT_SIDE = 600;
const DARK = 40;
const BRIGHT = 235;
const BLURRED = 1.2;

/**
 * Background work of ID verification. `verification.prepare` turns a submitted case into one a checker can decide
 * quickly: each photo's quality (size, brightness, sharpness), 18+ from the date of birth on the form (and whether
 * it differs from the profile's), and a duplicate-identity hint from the perceptual hashes of other members'
 * documents (earlier rejected ones included); then the case waits for a checker. `verification.purge` deletes a
 * decided or withdrawn case's images and wipes their data keys.
 */
@Injectable()
export class VerificationJobs {
  private readonly log = new Logger('Verification');

  constructor(
    private readonly db: DataSource,
    private readonly repo: VerificationRepository,
    private readonly vault: DocumentVault,
    private readonly storage: Storage,
    private readonly members: MembersService,
  ) {}

  @JobHandler('verification.prepare')
  async prepare({ caseId }: JobPayload<'verification.prepare'>): Promise<void> {
    const c = await this.repo.get(caseId);
    if (!c || c.status !== 'processing') return;
    const files = (await this.repo.files(caseId)).filter((f) => f.storage_key);
    const quality: VerificationQualityHint[] = [];
    for (const f of files) quality.push(await this.quality(f));
    const member = await this.members.findById(c.member_id);
    const duplicates: VerificationDuplicateHint[] = [];
    for (const f of files) {
      if (f.side === 'selfie' || !f.phash) continue;
      for (const s of await this.repo.similar(c.member_id, f.phash, DUPLICATE_DISTANCE)) {
        if (duplicates.some((d) => d.caseId === s.case_id && d.side === s.side)) continue;
        const other = await this.members.findById(s.member_id);
        duplicates.push({ caseId: s.case_id, memberId: s.member_id, memberName: other?.name ?? '', side: s.side, distance: s.distance, outcome: s.status });
      }
    }
    const hints: VerificationHints = {
      quality,
      adult: c.date_of_birth !== null && isAdult(c.date_of_birth, new Date()),
      profileDateDiffers: Boolean(member && c.date_of_birth && member.dateOfBirth !== c.date_of_birth),
      duplicates,
    };
    await this.db.transaction(async (em) => {
      const locked = await this.repo.get(caseId, em, true);
      if (locked?.status === 'processing') await this.repo.setStatus(em, caseId, 'pending', { hints });
    });
    this.log.log({ caseId, duplicates: duplicates.length }, 'verification case ready for a checker');
  }

  private async quality(f: FileRow): Promise<VerificationQualityHint> {
    const problems: VerificationQualityHint['problems'] = [];
    let brightness = 0;
    let sharpness = 0;
    try {
      const found = await this.storage.get(f.storage_key!);
      if (found) {
        const chunks: Buffer[] = [];
        for await (const chunk of found.stream as Readable) chunks.push(chunk as Buffer);
        const plain = this.vault.open({ body: Buffer.concat(chunks), keyId: f.key_id!, wrappedKey: f.wrapped_key!, iv: f.iv!, authTag: f.auth_tag! }, aadFor(f.case_id, f.side));
        // A reduced greyscale copy: enough for the figures, cheap on the CPU.
        const stats = await sharp(plain).greyscale().resize(800, 800, { fit: 'inside', withoutEnlargement: true }).stats();
        brightness = Math.round(stats.channels[0]!.mean);
        sharpness = Math.round(stats.sharpness * 100) / 100;
      }
    } catch (err) {
      this.log.warn({ caseId: f.case_id, side: f.side, err: (err as Error).message }, 'verification quality check failed');
    }
    if (Math.min(f.width, f.height) < MIN_SHORT_SIDE) problems.push('small');
    if (brightness < DARK) problems.push('dark');
    if (brightness > BRIGHT) problems.push('bright');
    if (sharpness < BLURRED) problems.push('blurred');
    return { side: f.side, width: f.width, height: f.height, brightness, sharpness, problems };
  }

  @JobHandler('verification.purge')
  async purge({ caseId }: JobPayload<'verification.purge'>): Promise<void> {
    // Keys first (a file whose key is gone can never be read again), then every object under the case's prefix
    // (idempotent, so a retry after a storage failure finishes the job).
    const keys = await this.db.transaction((em) => this.repo.forgetFiles(em, caseId));
    const deleted = await this.storage.deletePrefix(`verification/${caseId}`);
    this.log.log({ caseId, keys: keys.length, deleted }, 'verification images deleted');
  }
}
