import { describe, expect, it } from 'vitest';
import { ebmlDocType, mp4DurationSeconds, readEbmlElement, readMp4Boxes, webmDurationSeconds } from './uploads.container';
import { ebml, ebmlFloat, ebmlHeader, ebmlUint, mp4Box, mp4Of, mvhd, webmOf } from './uploads.test-support';

describe('MP4 boxes', () => {
  it('walks the top-level boxes end to end', () => {
    const file = mp4Of(30);
    expect(readMp4Boxes(file)?.map((b) => b.type)).toEqual(['ftyp', 'moov', 'mdat']);
  });

  it('reads a 64-bit box size', () => {
    const body = Buffer.alloc(8, 1);
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('free', 4, 'latin1');
    large.writeBigUInt64BE(BigInt(16 + body.length), 8);
    const boxes = readMp4Boxes(Buffer.concat([large, body]));
    expect(boxes).toEqual([{ type: 'free', start: 0, bodyStart: 16, end: 24 }]);
  });

  it('refuses a box that runs past the end of the file (a truncated file)', () => {
    const file = mp4Of(30, { mdatBytes: 1000 });
    expect(readMp4Boxes(file.subarray(0, file.length - 10))).toBeNull();
    expect(readMp4Boxes(Buffer.concat([file, Buffer.from([0, 0, 0])]))).toBeNull();
  });
});

describe('mp4DurationSeconds', () => {
  it('reads mvhd version 0 and version 1', () => {
    expect(mp4DurationSeconds(mp4Of(30))).toBe(30);
    expect(mp4DurationSeconds(mp4Of(61, { timescale: 90000 }))).toBe(61);
    expect(mp4DurationSeconds(mp4Of(45.5, { version: 1, timescale: 600 }))).toBe(45.5);
  });

  it('falls back to mvex/mehd when a fragmented file leaves mvhd at 0', () => {
    const mehd = mp4Box('mehd', Buffer.from([0, 0, 0, 0]), ebmlUint(20_000, 4));
    const file = Buffer.concat([mp4Box('ftyp', Buffer.from('iso6\0\0\0\0', 'latin1')), mp4Box('moov', mvhd(1000, 0), mp4Box('mvex', mehd))]);
    expect(mp4DurationSeconds(file)).toBe(20);
  });

  it('answers null when the duration cannot be read', () => {
    const ftyp = mp4Box('ftyp', Buffer.from('isom\0\0\0\0', 'latin1'));
    // No moov at all, an empty moov, a zero timescale, an unknown (all ones) duration, a cut file.
    expect(mp4DurationSeconds(Buffer.concat([ftyp, mp4Box('mdat', Buffer.alloc(10))]))).toBeNull();
    expect(mp4DurationSeconds(Buffer.concat([ftyp, mp4Box('moov')]))).toBeNull();
    expect(mp4DurationSeconds(Buffer.concat([ftyp, mp4Box('moov', mvhd(0, 1000))]))).toBeNull();
    expect(mp4DurationSeconds(Buffer.concat([ftyp, mp4Box('moov', mvhd(1000, 0xffffffff))]))).toBeNull();
    const whole = mp4Of(30);
    expect(mp4DurationSeconds(whole.subarray(0, whole.length - 1))).toBeNull();
    expect(mp4DurationSeconds(whole.subarray(0, 40))).toBeNull();
  });
});

describe('EBML', () => {
  it('reads an element id, its size and its data range', () => {
    const element = ebml(0x4282, Buffer.from('webm', 'latin1'));
    expect(readEbmlElement(element, 0)).toEqual({ id: 0x4282, dataStart: 3, dataEnd: 7, unknownSize: false });
  });

  it('reads an unknown size (all size bits set) as running to the end', () => {
    const live = Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xec, 0x80]);
    expect(readEbmlElement(live, 0)).toEqual({ id: 0x18538067, dataStart: 12, dataEnd: 14, unknownSize: true });
  });

  it('refuses an element whose data runs past the end, or a zero length marker', () => {
    expect(readEbmlElement(ebml(0x4282, Buffer.from('webm')).subarray(0, 5), 0)).toBeNull();
    expect(readEbmlElement(Buffer.from([0x00, 0x81, 0x00]), 0)).toBeNull();
  });

  it('reads the DocType from the EBML header', () => {
    expect(ebmlDocType(ebmlHeader('webm'))).toBe('webm');
    expect(ebmlDocType(ebmlHeader('matroska'))).toBe('matroska');
    expect(ebmlDocType(Buffer.from('not ebml at all'))).toBeNull();
  });
});

describe('webmDurationSeconds', () => {
  it('reads Info/Duration in TimecodeScale units, as an 8- or 4-byte float', () => {
    expect(webmDurationSeconds(webmOf(30))).toBeCloseTo(30, 6);
    expect(webmDurationSeconds(webmOf(61, { floatSize: 4 }))).toBeCloseTo(61, 3);
    expect(webmDurationSeconds(webmOf(12, { timecodeScale: 500_000 }))).toBeCloseTo(12, 6);
  });

  it('defaults TimecodeScale to 1 ms when Info leaves it out', () => {
    const info = ebml(0x1549a966, ebml(0x4489, ebmlFloat(42_000)));
    expect(webmDurationSeconds(Buffer.concat([ebmlHeader(), ebml(0x18538067, info)]))).toBeCloseTo(42, 6);
  });

  it('answers null without a Duration, for Matroska, for a cut file, or when a Cluster comes before Info', () => {
    expect(webmDurationSeconds(webmOf(null))).toBeNull();
    expect(webmDurationSeconds(webmOf(30, { docType: 'matroska' }))).toBeNull();
    const whole = webmOf(30, { clusterBytes: 500 });
    expect(webmDurationSeconds(whole.subarray(0, whole.length - 100))).toBeNull();
    const cluster = ebml(0x1f43b675, ebml(0xe7, ebmlUint(0, 1)));
    const info = ebml(0x1549a966, ebml(0x4489, ebmlFloat(30_000)));
    expect(webmDurationSeconds(Buffer.concat([ebmlHeader(), ebml(0x18538067, cluster, info)]))).toBeNull();
  });
});
