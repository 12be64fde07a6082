import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findFfmpeg, readCountedRate, readPictureSize, readRate } from './ffmpeg.js';

/**
 * A video's frames a second, for the networks' frame-rate rules: from the stream's average rate,
 * and, for a browser's recording that states none, counted over its length.
 */
describe('frame rate', () => {
  it('reads ffprobe rates, leaving out a container clock and 0/0', () => {
    expect(readRate('30/1')).toBe(30);
    expect(readRate('30000/1001')).toBe(29.97);
    expect(readRate('0/0')).toBeNull();
    expect(readRate('1000/1')).toBeNull();
    expect(readRate(undefined)).toBeNull();
    expect(readCountedRate('{"streams":[{"nb_read_packets":"67"}],"format":{"duration":"2.434000"}}')).toBe(
      27.527,
    );
    expect(readCountedRate('{"streams":[{"nb_read_packets":"67"}],"format":{}}')).toBeNull();
    expect(readCountedRate('not json')).toBeNull();
    expect(readPictureSize('{"streams":[{"width":1080,"height":1920,"avg_frame_rate":"60/1"}]}')).toEqual({
      width: 1080,
      height: 1920,
      frameRate: 60,
    });
  });

  it('counts the frames of a recording Chromium made with MediaRecorder, which says 1000/1 and 0/0', async () => {
    const ffmpeg = findFfmpeg('ffmpeg');
    expect(ffmpeg).not.toBeNull();
    const file = path.join(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../test/media/chromium-recording.webm',
    );
    // As the upload's processing does: copied into a file of its own, which states its length.
    const copy = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'expertos-rate-')), 'take.webm');
    await ffmpeg!.run({ file, container: 'matroska' }, { after: ['-map', '0', '-c', 'copy', '-y', copy] });
    const size = await ffmpeg!.pictureSize({ file: copy, container: 'matroska' });
    fs.rmSync(path.dirname(copy), { recursive: true, force: true });
    expect(size).toEqual({ width: 640, height: 360, frameRate: 27.527 });
  });
});
