import { spawn } from 'node:child_process';
import os from 'node:os';
import { MEDIA_MAX_VIDEO_SECONDS, videoDimensions, type VideoSizeSpec } from '@community/domain';
import { Limiter } from '../../infra/media-pool/limiter.js';

/**
 * ffmpeg and ffprobe (Debian's `ffmpeg` package) behind three functions: probe an upload, cut its poster
 * frame, and encode one MP4 size. The binaries are looked up on PATH; `videoToolsAvailable()` answers once per process whether both run, and video uploads are refused
 * with a clear message when they do not. Nothing here reads untrusted names: inputs are our own temp files.
 */

const FFMPEG = 'ffmpeg';
const FFPROBE = 'ffprobe';
/** A runaway encode is killed after this long (60 s clips encode in seconds on one core). */
const TIMEOUT_MS = 5 * 60 * 1000;
/**
 * Poster frames and encodes run at most this many at once in this process (each ffmpeg uses every core), at a
 * lower CPU priority than the web process; probes (quick, during the upload) are not queued.
 */
const heavy = new Limiter(Math.max(1, Math.floor(os.availableParallelism() / 2)));
const NICE = 10;

export class VideoToolError extends Error {}

interface RunResult {
  stdout: Buffer;
  stderr: string;
}

function run(cmd: string, args: string[], timeoutMs = TIMEOUT_MS, onLine?: (line: string) => void): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      if (child.pid) os.setPriority(child.pid, NICE);
    } catch {
      // Not permitted here: same priority as the app.
    }
    const out: Buffer[] = [];
    let err = '';
    let partial = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (d: Buffer) => {
      if (!onLine) return void out.push(d);
      const lines = (partial + d.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    });
    child.stderr.on('data', (d: Buffer) => {
      if (err.length < 8000) err += d.toString('utf8');
    });
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(new VideoToolError(`${cmd} could not start: ${e.message}`));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout: Buffer.concat(out), stderr: err });
      else reject(new VideoToolError(`${cmd} failed (${signal ?? code}): ${err.trim().split('\n').slice(-3).join(' | ')}`));
    });
  });
}

let available: Promise<boolean> | undefined;

/** True when ffmpeg (with libx264) and ffprobe both run here; checked once per process. */
export function videoToolsAvailable(): Promise<boolean> {
  available ??= Promise.all([run(FFMPEG, ['-hide_banner', '-encoders'], 10_000), run(FFPROBE, ['-version'], 10_000)])
    .then(([enc]) => /libx264/.test(enc.stdout.toString('utf8')))
    .catch(() => false);
  return available;
}

export interface ProbedVideo {
  /** Upright (after the rotation the file asks for). */
  width: number;
  height: number;
  seconds: number;
  hasAudio: boolean;
}

interface ProbeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
}

/** Reads a video's picture size, length and audio with ffprobe; throws VideoToolError when it is no video ffprobe can read. */
export async function probeVideo(file: string): Promise<ProbedVideo> {
  const { stdout } = await run(FFPROBE, ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', file], 30_000);
  let data: { streams?: ProbeStream[]; format?: { duration?: string } };
  try {
    data = JSON.parse(stdout.toString('utf8')) as typeof data;
  } catch {
    throw new VideoToolError('ffprobe answered no JSON');
  }
  const streams = data.streams ?? [];
  const video = streams.find((s) => s.codec_type === 'video' && (s.width ?? 0) > 0);
  const rotation = Math.abs(Number(video?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video?.tags?.rotate ?? 0)) % 180;
  const w = video?.width ?? 0;
  const h = video?.height ?? 0;
  const seconds = Number(data.format?.duration ?? video?.duration ?? NaN);
  return {
    width: rotation === 90 ? h : w,
    height: rotation === 90 ? w : h,
    seconds: Number.isFinite(seconds) ? seconds : 0,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}

/** One frame as PNG (a second in, or a third of the way for shorter clips), upright; the caller re-encodes it with sharp. */
export async function posterFrame(file: string, seconds: number): Promise<Buffer> {
  const at = Math.min(1, Math.max(0, seconds / 3));
  const { stdout } = await heavy.run(() =>
    run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-ss', at.toFixed(2), '-i', file, '-frames:v', '1', '-map_metadata', '-1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1']),
  );
  if (!stdout.length) throw new VideoToolError('ffmpeg produced no poster frame');
  return stdout;
}

/**
 * Encodes one size: H.264 (yuv420p, main profile) at the size's constant quality capped at its bitrate, AAC
 * stereo audio (or none for muted sizes), every metadata block and chapter dropped, the index moved to the
 * front (`+faststart`) so playback starts before the whole file is fetched. Never more than the longest
 * accepted video is encoded (`-t`), whatever the probe said. `onProgress` gets 0…1 of the clip encoded.
 */
export async function encodeSize(
  file: string,
  out: string,
  spec: VideoSizeSpec,
  probe: ProbedVideo,
  onProgress?: (fraction: number) => void,
): Promise<{ width: number; height: number }> {
  const dims = videoDimensions(probe.width, probe.height, spec);
  const audio = spec.audioKbps !== null && probe.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', `${spec.audioKbps}k`, '-ac', '2'] : ['-an'];
  // `-progress pipe:1` prints `out_time_us=<microseconds>` lines as the encode goes.
  const onLine = (line: string) => {
    const m = /^out_time_us=(\d+)$/.exec(line.trim());
    if (m && probe.seconds > 0) onProgress?.(Math.min(1, Number(m[1]) / 1_000_000 / probe.seconds));
  };
  await heavy.run(() => run(FFMPEG, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-i',
    file,
    '-map',
    '0:v:0',
    ...audio,
    '-vf',
    `scale=${dims.width}:${dims.height},setsar=1`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-crf',
    String(spec.crf),
    '-maxrate',
    `${spec.maxKbps}k`,
    '-bufsize',
    `${spec.maxKbps * 2}k`,
    '-map_metadata',
    '-1',
    '-map_chapters',
    '-1',
    '-movflags',
    '+faststart',
    '-t',
    String(MEDIA_MAX_VIDEO_SECONDS + 1),
    '-progress',
    'pipe:1',
    '-nostats',
    '-f',
    'mp4',
    out,
  ], TIMEOUT_MS, onLine));
  return dims;
}
