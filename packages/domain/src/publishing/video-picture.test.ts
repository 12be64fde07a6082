import { describe, expect, it } from 'vitest';
import { checkForNetwork } from './limits';
import { checkVideoPicture, mp4CopySize } from './video-picture';

const video = (facts: { width?: number; height?: number; frameRate?: number | null }) => ({
  mimeType: 'video/mp4',
  bytes: 5_000_000,
  durationMs: 20_000,
  ...facts,
});

describe('a video’s picture, checked for its network', () => {
  it('says a rate over the network’s, with the MP4 copy as the fix', () => {
    const [problem] = checkVideoPicture('instagram', video({ frameRate: 120 }), 0);
    expect(problem).toMatchObject({ rule: 'frame_rate', limit: 60, actual: 120, media: 0, fix: 'mp4' });
    expect(problem?.message).toBe(
      'Instagram takes videos of up to 60 frames a second; this one has 120. Make an MP4 copy (30 frames a second).',
    );
    expect(checkVideoPicture('instagram', video({ frameRate: 59.94 }), 0)).toEqual([]);
  });

  it('says a rate under the network’s, which no copy raises', () => {
    const [problem] = checkVideoPicture('tiktok', video({ frameRate: 15 }), 2);
    expect(problem).toMatchObject({ rule: 'frame_rate', limit: 23, actual: 15, media: 2 });
    expect(problem?.fix).toBeUndefined();
    expect(problem?.message).toContain('Export it again at 30 frames a second.');
    // LinkedIn takes from 10.
    expect(checkVideoPicture('linkedin', video({ frameRate: 15 }), 0)).toEqual([]);
  });

  it('says a picture too large, offering the copy only where its size would fit', () => {
    const [big] = checkVideoPicture('instagram', video({ width: 3840, height: 2160 }), 0);
    expect(big).toMatchObject({ rule: 'resolution', fix: 'mp4' });
    expect(big?.message).toBe(
      'Instagram takes videos of up to 1920 pixels on the longest side; this one is 3840×2160. Make an MP4 copy (1920×1080).',
    );
    // X: 1920×1200 at most; a 4:3 copy at 1920 is 1920×1440, still too tall.
    const [x] = checkVideoPicture('x', video({ width: 2560, height: 1920 }), 0);
    expect(x).toMatchObject({ rule: 'resolution' });
    expect(x?.fix).toBeUndefined();
    expect(x?.message).toContain('Crop or scale it down');
    expect(checkVideoPicture('x', video({ width: 1200, height: 1920 }), 0)).toEqual([]);
  });

  it('says a picture too small, and what the network takes', () => {
    const [small] = checkVideoPicture('tiktok', video({ width: 320, height: 240 }), 0);
    expect(small).toMatchObject({ rule: 'resolution', limit: 360, actual: 240 });
    expect(small?.message).toBe(
      'TikTok takes videos of at least 360 pixels on the shortest side; this one is 320×240. Record or export it larger.',
    );
    expect(checkVideoPicture('linkedin', video({ width: 200, height: 120 }), 0)[0]?.message).toContain(
      'at least 256×144 pixels',
    );
  });

  it('checks nothing it does not know, nor networks without such rules, nor images', () => {
    expect(checkVideoPicture('instagram', video({ frameRate: null }), 0)).toEqual([]);
    expect(checkVideoPicture('youtube', video({ width: 7680, height: 4320, frameRate: 120 }), 0)).toEqual([]);
    expect(
      checkVideoPicture('instagram', { mimeType: 'image/jpeg', bytes: 1000, width: 4000, height: 3000 }, 0),
    ).toEqual([]);
  });

  it('is part of every check of a variant for its network', () => {
    const problems = checkForNetwork('threads', { text: 'Launch day', media: [video({ frameRate: 90 })] });
    expect(problems.map((p) => p.rule)).toContain('frame_rate');
  });

  it('sizes the MP4 copy as ffmpeg is asked to: longest side 1920 at most, both sides even', () => {
    expect(mp4CopySize(2001, 1001)).toEqual({ width: 1920, height: 960 });
    expect(mp4CopySize(1280, 720)).toEqual({ width: 1280, height: 720 });
  });
});
