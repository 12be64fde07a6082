import { MP4_COPY } from '../media.schema';
import type { LimitProblem, MediaFacts, PublishingNetwork } from './limits';

/**
 * The picture a network takes in a video: frames a second and size in pixels, checked before
 * scheduling when the file's were read (a recording's, by ffmpeg; docs/product.md#publishing).
 * Each says the fix: an MP4 copy when one would meet the rule (it is made at most
 * `MP4_COPY.maxFps` frames a second and `MP4_COPY.maxSide` pixels on its longest side, and never
 * raises either), else what to export instead. Networks that state no such rule (YouTube,
 * Pinterest, Facebook Page videos, Bluesky, Mastodon) are not checked here.
 */
export interface VideoPictureRule {
  /** The network's name, as the person reads it. */
  name: string;
  minFps?: number;
  maxFps?: number;
  /** The longest and shortest side, in pixels, whichever way the video stands. */
  minLongSide?: number;
  minShortSide?: number;
  maxLongSide?: number;
  maxShortSide?: number;
}

/**
 * From each network's video specification (help and API pages, read 2026-11; marked as such
 * since they are not in the provider sheet): Instagram's and Threads' Reels 23–60 fps and at most
 * 1920 pixels across; TikTok 23–60 fps, 360 to 4096 pixels a side; X at most 60 fps and
 * 1920×1200 (or 1200×1920), at least 32×32; LinkedIn 10–60 fps, 256×144 to 4096×2304.
 */
export const VIDEO_PICTURE_RULES: Partial<Record<PublishingNetwork, VideoPictureRule>> = {
  instagram: { name: 'Instagram', minFps: 23, maxFps: 60, maxLongSide: 1920 },
  threads: { name: 'Threads', minFps: 23, maxFps: 60, maxLongSide: 1920 },
  tiktok: { name: 'TikTok', minFps: 23, maxFps: 60, minShortSide: 360, maxLongSide: 4096 },
  x: { name: 'X', maxFps: 60, minShortSide: 32, maxLongSide: 1920, maxShortSide: 1200 },
  linkedin: {
    name: 'LinkedIn',
    minFps: 10,
    maxFps: 60,
    minLongSide: 256,
    minShortSide: 144,
    maxLongSide: 4096,
    maxShortSide: 2304,
  },
};

/** Frames a second as people say them: 29.97, 30, 59.94. */
const fpsText = (fps: number) => String(Math.round(fps * 100) / 100);

/** The MP4 copy's picture: its longest side scaled to at most MP4_COPY.maxSide, both sides even. */
export function mp4CopySize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MP4_COPY.maxSide / Math.max(width, height));
  return { width: Math.trunc((scale * width) / 2) * 2, height: Math.trunc((scale * height) / 2) * 2 };
}

function sizeFits(rule: VideoPictureRule, width: number, height: number): boolean {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  return (
    long <= (rule.maxLongSide ?? Number.POSITIVE_INFINITY) &&
    short <= (rule.maxShortSide ?? Number.POSITIVE_INFINITY) &&
    long >= (rule.minLongSide ?? 0) &&
    short >= (rule.minShortSide ?? 0)
  );
}

/** What a video on `network` breaks of its picture rules (nothing for a fact not known). */
export function checkVideoPicture(
  network: PublishingNetwork,
  medium: MediaFacts,
  index: number,
): LimitProblem[] {
  const rule = VIDEO_PICTURE_RULES[network];
  if (!rule || !medium.mimeType.startsWith('video/')) return [];
  const problems: LimitProblem[] = [];
  const fps = medium.frameRate;
  // A copy (it never raises the rate) fixes a rate over the network's, when 30 is within its range.
  const copyFixesRate = (rule.minFps ?? 0) <= MP4_COPY.maxFps;
  if (fps && rule.maxFps && fps > rule.maxFps + 0.01)
    problems.push({
      rule: 'frame_rate',
      limit: rule.maxFps,
      actual: fps,
      media: index,
      ...(copyFixesRate ? { fix: 'mp4' as const } : {}),
      message: `${rule.name} takes videos of up to ${rule.maxFps} frames a second; this one has ${fpsText(fps)}. ${
        copyFixesRate
          ? `Make an MP4 copy (${MP4_COPY.maxFps} frames a second).`
          : `Export it at ${rule.maxFps} frames a second or fewer.`
      }`,
    });
  if (fps && rule.minFps && fps < rule.minFps - 0.01)
    problems.push({
      rule: 'frame_rate',
      limit: rule.minFps,
      actual: fps,
      media: index,
      message: `${rule.name} takes videos of at least ${rule.minFps} frames a second; this one has ${fpsText(fps)}. Export it again at ${Math.max(rule.minFps, MP4_COPY.maxFps)} frames a second.`,
    });
  const { width, height } = medium;
  if (width && height && !sizeFits(rule, width, height)) {
    const long = Math.max(width, height);
    const short = Math.min(width, height);
    const tooSmall = long < (rule.minLongSide ?? 0) || short < (rule.minShortSide ?? 0);
    const copy = mp4CopySize(width, height);
    const copyFits = !tooSmall && sizeFits(rule, copy.width, copy.height);
    const most =
      rule.maxShortSide !== undefined
        ? `${rule.maxLongSide}×${rule.maxShortSide} pixels`
        : `${rule.maxLongSide} pixels on the longest side`;
    const least =
      rule.minLongSide !== undefined
        ? `${rule.minLongSide}×${rule.minShortSide} pixels`
        : `${rule.minShortSide} pixels on the shortest side`;
    problems.push({
      rule: 'resolution',
      limit: tooSmall ? (rule.minShortSide ?? rule.minLongSide ?? 0) : (rule.maxLongSide ?? 0),
      actual: tooSmall ? short : long,
      media: index,
      ...(copyFits ? { fix: 'mp4' as const } : {}),
      message: tooSmall
        ? `${rule.name} takes videos of at least ${least}; this one is ${width}×${height}. Record or export it larger.`
        : `${rule.name} takes videos of up to ${most}; this one is ${width}×${height}. ${
            copyFits
              ? `Make an MP4 copy (${copy.width}×${copy.height}).`
              : 'Crop or scale it down, then upload it again.'
          }`,
    });
  }
  return problems;
}
