import type { LimitProblem } from '@expertos/domain/publishing/limits';
import type { MediumFacts } from './variant-draft';

/**
 * The fix the composer may offer for a file, never made unasked (docs/product.md#publishing):
 * `mp4`, an MP4 copy of a recording the network refuses by its type (WebM), by its size, or by
 * a frame rate or picture the copy would bring within the network's (the rule says so: `fix`),
 * when it is not a copy already (the copy is re-encoded at most 1920 pixels and 30 frames a second);
 * `jpeg`, a JPEG copy of an image the network refuses by its type (PNG, WebP, GIF on a
 * JPEG-only network: every network takes JPEG). Null when no copy would help.
 */
export function mediumFix(
  medium: Pick<MediumFacts, 'kind' | 'mime_type' | 'source_video_uid'>,
  problems: readonly Pick<LimitProblem, 'rule' | 'fix'>[],
): 'mp4' | 'jpeg' | null {
  const rules = new Set(problems.map((p) => p.rule));
  if (medium.kind === 'video') {
    if (rules.has('media_type') && medium.mime_type !== 'video/mp4') return 'mp4';
    if (rules.has('media_size') && !medium.source_video_uid) return 'mp4';
    if (problems.some((p) => p.fix === 'mp4') && !medium.source_video_uid) return 'mp4';
    return null;
  }
  if (rules.has('media_type') && medium.mime_type.startsWith('image/') && medium.mime_type !== 'image/jpeg')
    return 'jpeg';
  return null;
}
