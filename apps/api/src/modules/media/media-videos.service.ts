import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import type { JobPayload, MediaItem } from '@community/contracts';
import { MEDIA_IMAGE_SIZES, MEDIA_MAX_VIDEO_SECONDS, MEDIA_VIDEO_SIZES, videoProblem } from '@community/domain';
import { JobHandler } from '../../infra/queue/job-handler.decorator.js';
import { QueueService } from '../../infra/queue/queue.service.js';
import { Storage } from '../../infra/storage/storage.js';
import type { MemberRef } from '../members/index.js';
import { MembersService } from '../members/index.js';
import { MediaErrorCode, MediaException } from './media.exception.js';
import { failProcessing, recordDeferred, retryOrFail, type DeferredDeps } from './deferred.js';
import { MediaRepository } from './media.repository.js';
import { uploadPrefix, uploadRow } from './upload-row.js';
import { MediaService, type UploadOptions } from './media.service.js';
import { progressWriter } from './progress.js';
import { VideoToolError, encodeSize, posterFrame, probeVideo, videoToolsAvailable, type ProbedVideo } from './video-pipeline.js';

const EXTENSIONS: Record<string, string> = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' };

/** Why a probed video is refused, as the member reads it (422, field `file`). */
function refusal(p: ProbedVideo): MediaException | null {
  switch (videoProblem(p)) {
    case 'no-video':
      return new MediaException(MediaErrorCode.Undecodable, 'This file has no picture we can read: upload a video (MP4, MOV or WebM).', { field: 'file' });
    case 'too-long':
      return new MediaException(MediaErrorCode.VideoTooLong, `This video is too long: ${MEDIA_MAX_VIDEO_SECONDS} seconds at most.`, { field: 'file' });
    case 'too-big':
      return new MediaException(MediaErrorCode.VideoTooBig, 'This video’s picture is too large: 4K (3840×2160) at most.', { field: 'file' });
    default:
      return null;
  }
}

/**
 * Video items. The upload is checked by its bytes (MP4, MOV, WebM), its size, and ffprobe (a picture, at
 * most MEDIA_MAX_VIDEO_SECONDS long, at most 4K); the source is stored privately and the item answers
 * `processing` at once. The `media.video-process` job then cuts a poster frame, runs it through the image
 * pipeline (the image sizes, the perceptual hash, the staff hash block list) and encodes the MP4 sizes with
 * ffmpeg, then marks the item `ready` — or `failed`, with a reason its owner sees — and drops the source.
 * Until ready, only the owner and staff see the item (the domain's `mediaAccess`).
 */
@Injectable()
export class MediaVideosService {
  private readonly log = new Logger('MediaVideos');

  constructor(
    private readonly db: DataSource,
    private readonly repo: MediaRepository,
    private readonly media: MediaService,
    private readonly storage: Storage,
    private readonly members: MembersService,
    private readonly queue: QueueService,
  ) {}

  /** Whether this server takes videos (ffmpeg and ffprobe installed). */
  available(): Promise<boolean> {
    return videoToolsAvailable();
  }

  async upload(viewer: MemberRef, variant: string, body: Buffer, mime: string, opts: UploadOptions): Promise<MediaItem> {
    if (!(await this.available())) {
      throw new MediaException(MediaErrorCode.VideoUnavailable, 'Videos are not available on this server: upload a photo (JPEG, PNG, WebP, GIF or AVIF).', { field: 'file' });
    }
    if (opts.album) await this.media.ownAlbum(viewer, opts.album, 'album');
    const probe = await this.withTemp(async (dir) => {
      const file = path.join(dir, 'upload');
      await writeFile(file, body);
      try {
        return await probeVideo(file);
      } catch (err) {
        if (!(err instanceof VideoToolError)) throw err;
        throw new MediaException(MediaErrorCode.Undecodable, 'This video could not be read: it may be damaged, or not a video at all.', { field: 'file' });
      }
    });
    const problem = refusal(probe);
    if (problem) throw problem;

    const id = randomUUID();
    const sourceKey = `${uploadPrefix(viewer.id, id)}/source.${EXTENSIONS[mime] ?? 'bin'}`;
    await this.storage.put(sourceKey, body, { contentType: mime });
    await recordDeferred(
      this.deferred(),
      {
        ...uploadRow(id, viewer.id, variant, opts, { width: probe.width, height: probe.height, sourceMime: mime, hash: null }),
        video: { durationMs: Math.round(probe.seconds * 1000), sourceKey },
      },
      sourceKey,
      { name: 'media.video-process', jobId: `media-video-${id}` },
      'This video could not be queued for processing: delete it and upload it again.',
    );
    return this.media.get(viewer, id, false);
  }

  @JobHandler('media.video-process')
  async process(payload: JobPayload<'media.video-process'>, job?: Job): Promise<void> {
    const id = payload.mediaId;
    const row = await this.repo.videoJob(id);
    if (!row || row.processing !== 'processing' || !row.source_key) return;
    const sourceKey = row.source_key;
    try {
      await this.withTemp(async (dir) => {
        const file = path.join(dir, 'source');
        const source = await this.storage.get(sourceKey);
        if (!source) throw new MediaException(MediaErrorCode.Undecodable, 'The uploaded video was lost before it was processed: upload it again.');
        await pipeline(source.stream, createWriteStream(file));

        const probe = await probeVideo(file);
        const problem = refusal(probe);
        if (problem) throw problem;
        const owner = await this.members.findById(row.owner_id);
        if (!owner) return;
        // Progress: the poster to 10 %, then each MP4 size an equal share of the rest as ffmpeg reports it.
        const progress = progressWriter(this.repo, id, this.log);
        progress.report(5);

        // The poster goes through the image pipeline: its sizes, its perceptual hash and the block list.
        let poster;
        try {
          poster = await this.media.processAndStore(owner, row.variant, await posterFrame(file, probe.seconds), MEDIA_IMAGE_SIZES, row.storage_prefix, { still: true });
        } catch (err) {
          if (err instanceof MediaException && err.code === MediaErrorCode.Blocked) {
            throw new MediaException(MediaErrorCode.Blocked, 'This video cannot be shown. It has been referred to our moderators.');
          }
          throw err;
        }
        progress.report(10);
        // One size at a time: ffmpeg uses every core for each.
        const share = 90 / MEDIA_VIDEO_SIZES.length;
        for (const [i, spec] of MEDIA_VIDEO_SIZES.entries()) {
          const out = path.join(dir, `${spec.name}.mp4`);
          await encodeSize(file, out, spec, probe, (f) => progress.report(10 + share * (i + f)));
          await this.storage.put(`${row.storage_prefix}/${spec.name}.mp4`, createReadStream(out), { contentType: 'video/mp4' });
        }
        await progress.flush();
        const done = await this.repo.videoReady(id, { hash: poster.hash, width: probe.width, height: probe.height, durationMs: Math.round(probe.seconds * 1000) });
        if (!done && !(await this.repo.videoJob(id))) {
          // Deleted while it was being processed: what was just written goes too.
          await this.storage.deletePrefix(row.storage_prefix);
          return;
        }
        await this.storage.delete(sourceKey);
        this.log.log({ mediaId: id, seconds: probe.seconds }, 'video processed');
      });
    } catch (err) {
      if (err instanceof MediaException) return this.fail(id, sourceKey, err.message);
      if (err instanceof VideoToolError) {
        this.log.warn({ mediaId: id, err: err.message }, 'ffmpeg could not process a video');
        return this.fail(id, sourceKey, 'This video could not be processed: it may be damaged. Try another file.');
      }
      // Storage or database trouble: let the queue retry, and give up on the last attempt.
      return retryOrFail(this.deferred(), job, { id, sourceKey, kind: 'video' }, err, 'This video could not be processed: try again later.');
    }
  }

  private async fail(id: string, sourceKey: string, reason: string): Promise<void> {
    await failProcessing(this.deferred(), id, sourceKey, reason);
  }

  private deferred(): DeferredDeps {
    return { db: this.db, repo: this.repo, storage: this.storage, queue: this.queue, log: this.log };
  }

  private async withTemp<T>(fn: (dir: string) => Promise<T>): Promise<T> {
    const dir = await mkdtemp(path.join(tmpdir(), 'media-video-'));
    try {
      return await fn(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
