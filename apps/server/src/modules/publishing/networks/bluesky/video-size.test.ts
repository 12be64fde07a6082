import { describe, expect, it } from 'vitest';
import { mp4 } from './video.fixtures.js';
import { videoSize } from './video-size.js';

describe('videoSize', () => {
  it('reads the video track’s size, past a sound track without one', () => {
    expect(videoSize(mp4(1920, 1080))).toEqual({ width: 1920, height: 1080 });
  });

  it('turns the size when the track’s matrix turns the picture a quarter (a phone held upright)', () => {
    expect(videoSize(mp4(1920, 1080, { quarterTurn: true }))).toEqual({ width: 1080, height: 1920 });
  });

  it('answers null for what it cannot read: no moov, a box longer than the file, not an MP4', () => {
    const whole = mp4(640, 360);
    expect(videoSize(whole.subarray(0, 40))).toBeNull();
    const lying = Buffer.from(whole);
    lying.writeUInt32BE(0xffffff, 0);
    expect(videoSize(lying)).toBeNull();
    expect(videoSize(Buffer.from('not a video at all'))).toBeNull();
  });
});
