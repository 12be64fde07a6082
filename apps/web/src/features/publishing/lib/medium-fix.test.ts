import { describe, expect, it } from 'vitest';
import { jpegName } from './jpeg-copy';
import { mediumFix } from './medium-fix';

describe('the copy offered at a file a network refuses', () => {
  const video = (mime: string, source: string | null = null) => ({
    kind: 'video' as const,
    mime_type: mime,
    source_video_uid: source,
  });
  const image = (mime: string) => ({ kind: 'image' as const, mime_type: mime });

  it('offers an MP4 copy of a recording refused by its type, or by its size unless it is a copy already', () => {
    expect(mediumFix(video('video/webm'), [{ rule: 'media_type' }])).toBe('mp4');
    expect(mediumFix(video('video/mp4'), [{ rule: 'media_size' }])).toBe('mp4');
    expect(mediumFix(video('video/mp4', 'v1'), [{ rule: 'media_size' }])).toBeNull();
    expect(mediumFix(video('video/webm'), [{ rule: 'media_duration' }])).toBeNull();
  });

  it('offers an MP4 copy for a frame rate or picture the rule says a copy would bring within the network’s', () => {
    expect(mediumFix(video('video/mp4'), [{ rule: 'frame_rate', fix: 'mp4' }])).toBe('mp4');
    expect(mediumFix(video('video/mp4'), [{ rule: 'resolution', fix: 'mp4' }])).toBe('mp4');
    // Too few frames, or a shape the copy keeps: no copy helps.
    expect(mediumFix(video('video/mp4'), [{ rule: 'frame_rate' }])).toBeNull();
    expect(mediumFix(video('video/mp4', 'v1'), [{ rule: 'frame_rate', fix: 'mp4' }])).toBeNull();
  });

  it('offers a JPEG copy of an image refused by its type, and nothing for a shape a copy would keep', () => {
    expect(mediumFix(image('image/png'), [{ rule: 'media_type' }])).toBe('jpeg');
    expect(mediumFix(image('image/jpeg'), [{ rule: 'media_type' }])).toBeNull();
    expect(mediumFix(image('image/png'), [{ rule: 'media_aspect' }])).toBeNull();
  });

  it('names the JPEG copy after the original', () => {
    expect(jpegName('latte.png')).toBe('latte.jpg');
    expect(jpegName('shot.final.webp')).toBe('shot.final.jpg');
    expect(jpegName('.png')).toBe('image.jpg');
  });
});
