import { describe, expect, it } from 'vitest';
import { containerOfHead, createHeadCheck, isVideoHead, VIDEO_HEAD_BYTES } from './video-containers.js';

const hex = (text: string) => Buffer.from(text, 'hex');

/** The first bytes of real files (ffmpeg 5.1 and a browser's MediaRecorder write the same heads). */
const REAL = {
  webm: hex('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104'),
  mkv: hex('1a45dfa3a34286810142f7810142f2810442f381084282886d6174726f736b61'),
  mp4: hex('000000206674797069736f6d0000020069736f6d69736f32617663316d703431'),
  fragmentedMp4: hex('000000246674797069736f6d0000020069736f6d69736f3669736f3261766331'),
};

/** Files ffmpeg would read as lists of other files, and other things that are not videos. */
const NOT_VIDEOS = {
  hls: Buffer.from('#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:3.0,\n/tmp/secret.mkv\n#EXT-X-ENDLIST\n'),
  hlsWithBom: Buffer.from('\ufeff#EXTM3U\n#EXTINF:3.0,\n/tmp/secret.mkv\n'),
  dash: Buffer.from('<?xml version="1.0"?>\n<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static">'),
  dashBare: Buffer.from('<MPD type="static"><Period><BaseURL>file:///tmp/secret.mp4</BaseURL>'),
  concat: Buffer.from("ffconcat version 1.0\nfile '/tmp/secret.mkv'\n"),
  concatBare: Buffer.from("file '/tmp/secret.mkv'\nfile '/tmp/other.mkv'\n"),
  text: Buffer.from('just some text, long enough to be read'),
  empty: Buffer.alloc(0),
  // QuickTime's own leading atoms: the product takes MP4 (ISO-BMFF, `ftyp` first) and WebM only.
  quicktimeWide: hex('0000000877696465000a2c3a6d646174'),
  quicktimeMoov: hex('0000006c6d6f6f760000006c6d766864'),
  // `ftyp` with an impossible size, or a brand that is not four characters.
  ftypTooSmall: hex('000000086674797069736f6d00000200'),
  ftypOddBrand: hex('0000002066747970000102030000020069736f6d'),
  // The magic number cut short.
  ebmlCut: hex('1a45df'),
};

describe('containerOfHead', () => {
  it('knows WebM/Matroska by the EBML magic number and MP4 by its leading ftyp box', () => {
    expect(containerOfHead(REAL.webm)).toBe('matroska');
    expect(containerOfHead(REAL.mkv)).toBe('matroska');
    expect(containerOfHead(REAL.mp4)).toBe('mov');
    expect(containerOfHead(REAL.fragmentedMp4)).toBe('mov');
  });

  it.each(Object.entries(NOT_VIDEOS))('refuses %s', (_name, head) => {
    expect(containerOfHead(head)).toBeNull();
  });

  it('holds the stated type to its container', () => {
    expect(isVideoHead(REAL.webm, 'video/webm')).toBe(true);
    expect(isVideoHead(REAL.mp4, 'video/mp4')).toBe(true);
    expect(isVideoHead(REAL.webm, 'video/mp4')).toBe(false);
    expect(isVideoHead(REAL.mp4, 'video/webm')).toBe(false);
    expect(isVideoHead(NOT_VIDEOS.hls, 'video/mp4')).toBe(false);
    expect(isVideoHead(NOT_VIDEOS.dash, 'video/webm')).toBe(false);
  });
});

describe('createHeadCheck', () => {
  const run = (check: ReturnType<typeof createHeadCheck>, pieces: Buffer[]) => {
    const out: Buffer[] = [];
    for (const piece of pieces) {
      out.push(...check.pass(piece));
      if (check.refused) return out;
    }
    out.push(...check.rest());
    return out;
  };

  it('lets nothing through until it can tell, then everything, in order', () => {
    const pieces = [REAL.webm.subarray(0, 3), REAL.webm.subarray(3, 7), REAL.webm.subarray(7)];
    const out = run(createHeadCheck('video/webm', Buffer.alloc(0)), pieces);
    expect(Buffer.concat(out).equals(REAL.webm)).toBe(true);
  });

  it('refuses a playlist without letting a byte of it through', () => {
    const check = createHeadCheck('video/mp4', Buffer.alloc(0));
    const out = run(check, [NOT_VIDEOS.hls.subarray(0, 5), NOT_VIDEOS.hls.subarray(5)]);
    expect(check.refused).toBe(true);
    expect(out).toEqual([]);
  });

  it('judges the bytes already kept with the new ones', () => {
    const kept = NOT_VIDEOS.dash.subarray(0, 4);
    const check = createHeadCheck('video/webm', kept);
    expect([...check.pass(REAL.webm.subarray(0, VIDEO_HEAD_BYTES))]).toEqual([]);
    expect(check.refused).toBe(true);
  });

  it('keeps too few bytes to tell, for the next request to judge', () => {
    const check = createHeadCheck('video/webm', Buffer.alloc(0));
    expect(Buffer.concat(run(check, [REAL.webm.subarray(0, 5)])).equals(REAL.webm.subarray(0, 5))).toBe(true);
    expect(check.refused).toBe(false);
  });

  it('lets everything through once the head was checked', () => {
    const check = createHeadCheck('video/webm', null);
    expect(run(check, [NOT_VIDEOS.text])).toEqual([NOT_VIDEOS.text]);
  });
});
