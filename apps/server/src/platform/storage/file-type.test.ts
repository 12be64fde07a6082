import { describe, expect, it } from 'vitest';
import { isInlineType, sniffFileType } from './file-type.js';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest of a png');
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF');
const GIF = bytes('GIF89a', [1, 0, 1, 0]);
const WEBP = bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ');
// An EBML header whose DocType element says webm / matroska.
const ebml = (docType: string) =>
  bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], docType, [0x42, 0x87]);
const ftyp = (brand: string) => bytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 0, 0], 'isommp41');
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04], [0x14, 0, 0, 0], '[Content_Types].xml');

describe('sniffFileType: by the bytes, from an allow-list', () => {
  it.each([
    ['a.png', PNG, 'image/png', 'png', 'image'],
    ['a.jpg', JPEG, 'image/jpeg', 'jpg', 'image'],
    ['a.gif', GIF, 'image/gif', 'gif', 'image'],
    ['a.webp', WEBP, 'image/webp', 'webp', 'image'],
    ['clip.webm', ebml('webm'), 'video/webm', 'webm', 'video'],
    ['clip.mkv', ebml('matroska'), 'video/x-matroska', 'mkv', 'video'],
    ['song.ogg', bytes('OggS', [0, 2]), 'audio/ogg', 'ogg', 'audio'],
    ['song.mp3', bytes('ID3', [4, 0, 0]), 'audio/mpeg', 'mp3', 'audio'],
    ['frame.mp3', bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg', 'mp3', 'audio'],
    ['frame2.mp3', bytes([0xff, 0xf3, 0x90, 0x64]), 'audio/mpeg', 'mp3', 'audio'],
    ['frame3.mp3', bytes([0xff, 0xf2, 0x90, 0x64]), 'audio/mpeg', 'mp3', 'audio'],
    ['take.wav', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'audio/wav', 'wav', 'audio'],
    ['movie.mp4', ftyp('isom'), 'video/mp4', 'mp4', 'video'],
    ['movie.mov', ftyp('qt  '), 'video/quicktime', 'mov', 'video'],
    ['song.m4a', ftyp('M4A '), 'audio/mp4', 'm4a', 'audio'],
    ['brief.pdf', bytes('%PDF-1.7\n'), 'application/pdf', 'pdf', 'document'],
    [
      'Report.DOCX',
      ZIP,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
      'document',
    ],
    [
      'plan.xlsx',
      ZIP,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'xlsx',
      'document',
    ],
    [
      'deck.pptx',
      ZIP,
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'pptx',
      'document',
    ],
    ['notes.odt', ZIP, 'application/vnd.oasis.opendocument.text', 'odt', 'document'],
    ['sheet.ods', ZIP, 'application/vnd.oasis.opendocument.spreadsheet', 'ods', 'document'],
    ['slides.odp', ZIP, 'application/vnd.oasis.opendocument.presentation', 'odp', 'document'],
    ['bundle.zip', ZIP, 'application/zip', 'zip', 'document'],
    ['notes.txt', Buffer.from('Søren’s notes ✓\n'), 'text/plain', 'txt', 'text'],
    ['data.csv', Buffer.from('a,b\n1,2\n'), 'text/plain', 'txt', 'text'],
    ['readme.md', Buffer.from('# Title\n'), 'text/plain', 'txt', 'text'],
  ])('%s is %s', (name, data, mime, extension, kind) => {
    expect(sniffFileType(data, name)).toEqual({ mime, extension, kind });
  });

  it('serves markup (.svg, .html) as plain text, never as a page or an image', () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect(sniffFileType(svg, 'logo.svg')).toEqual({ mime: 'text/plain', extension: 'txt', kind: 'text' });
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    expect(sniffFileType(html, 'page.html')?.mime).toBe('text/plain');
  });

  it('ignores the name: a PNG called report.pdf is a PNG', () => {
    expect(sniffFileType(PNG, 'report.pdf')?.mime).toBe('image/png');
  });

  it.each([
    ['photo.png', bytes('MZ', [0x90, 0, 3, 0])],
    ['tool', bytes([0x7f], 'ELF', [2, 1, 1])],
    ['app.pdf', bytes([0xcf, 0xfa, 0xed, 0xfe, 7, 0, 0, 1])],
    ['app2', bytes([0xfe, 0xed, 0xfa, 0xce])],
    ['fat', bytes([0xca, 0xfe, 0xba, 0xbe])],
    ['run.txt', Buffer.from('#!/bin/sh\nrm -rf /\n')],
  ])('refuses the executable %s', (name, data) => {
    expect(sniffFileType(data, name)).toBeNull();
  });

  it('refuses unknown binary data, UTF-16 text and invalid UTF-8', () => {
    expect(sniffFileType(bytes([0x00, 0x01, 0x02, 0x03]), 'blob.bin')).toBeNull();
    expect(sniffFileType(Buffer.from('hi', 'utf16le'), 'wide.txt')).toBeNull();
    expect(sniffFileType(bytes([0x61, 0xc3, 0x28]), 'broken.txt')).toBeNull();
  });

  it('refuses a zip that is no office document (a .jar, or one named like an image)', () => {
    expect(sniffFileType(ZIP, 'app.jar')).toBeNull();
    expect(sniffFileType(ZIP, 'photo.png')).toBeNull();
    expect(sniffFileType(ZIP, 'noextension')).toBeNull();
  });

  it('takes WebM and MP4 for audio when they are a recorded voice note', () => {
    expect(sniffFileType(ebml('webm'), 'voice-note.webm', { voiceNote: true })).toEqual({
      mime: 'audio/webm',
      extension: 'webm',
      kind: 'audio',
    });
    expect(sniffFileType(ftyp('iso5'), 'voice-note.mp4', { voiceNote: true })).toEqual({
      mime: 'audio/mp4',
      extension: 'm4a',
      kind: 'audio',
    });
    // A voice note that is no audio keeps its own kind; the caller refuses it.
    expect(sniffFileType(PNG, 'voice-note.webm', { voiceNote: true })?.kind).toBe('image');
  });

  it('lets images and audio show inline, everything else only download', () => {
    expect(isInlineType({ kind: 'image', mime: 'image/png' })).toBe(true);
    expect(isInlineType({ kind: 'audio', mime: 'audio/webm' })).toBe(true);
    expect(isInlineType({ kind: 'video', mime: 'video/mp4' })).toBe(false);
    expect(isInlineType({ kind: 'document', mime: 'application/pdf' })).toBe(false);
    expect(isInlineType({ kind: 'text', mime: 'text/plain' })).toBe(false);
  });
});
