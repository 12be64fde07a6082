/**
 * A small MP4 for tests: the boxes a player (and video-size.ts) reads first — `ftyp`, then
 * `moov` with a sound track (no picture) and a video track whose header (`tkhd`) gives the
 * picture's size and turn — and `mdat` filler standing in for the frames.
 */

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** A version-0 track header: 20 bytes of times and ids, 16 of layers and volume, the matrix, the size. */
function trackHeader(width: number, height: number, quarterTurn: boolean): Buffer {
  const header = Buffer.alloc(4 + 20 + 16 + 36 + 8);
  header.writeUInt32BE(3, 0); // version 0, flags: enabled, in movie
  const matrix = 4 + 20 + 16;
  const [a, b, c, d] = quarterTurn ? [0, 0x10000, -0x10000, 0] : [0x10000, 0, 0, 0x10000];
  header.writeInt32BE(a, matrix);
  header.writeInt32BE(b, matrix + 4);
  header.writeInt32BE(c, matrix + 12);
  header.writeInt32BE(d, matrix + 16);
  header.writeInt32BE(0x40000000, matrix + 32);
  header.writeUInt32BE(width * 0x10000, matrix + 36);
  header.writeUInt32BE(height * 0x10000, matrix + 40);
  return box('tkhd', header);
}

export function mp4(
  width: number,
  height: number,
  options: { quarterTurn?: boolean; frames?: number; fill?: number } = {},
): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2avc1mp41', 'latin1')),
    box(
      'moov',
      box('mvhd', Buffer.alloc(100)),
      box('trak', trackHeader(0, 0, false)),
      box('trak', trackHeader(width, height, options.quarterTurn ?? false)),
    ),
    box('mdat', Buffer.alloc(options.frames ?? 4000, options.fill ?? 1)),
  ]);
}
