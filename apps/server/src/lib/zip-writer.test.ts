import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inflateEntries, zipEntries } from '../modules/imports/zip-directory';
import { zipOf } from './zip-writer';

describe('zipOf', () => {
  it('writes files that a ZIP reader lists and inflates back, Cyrillic names and contents included', () => {
    const photo = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x01, 0x02]);
    const bytes = zipOf(
      [
        { name: 'profile.json', data: '{"username":"хранитель"}' },
        { name: 'фото/1.jpg', data: photo },
        { name: 'empty.json', data: '' },
      ],
      new Date('2026-11-29T18:30:41Z'),
    );
    const entries = zipEntries(bytes);
    expect(entries?.map((entry) => entry.name)).toEqual(['profile.json', 'фото/1.jpg', 'empty.json']);
    const files = inflateEntries(bytes, entries ?? [], 1_000_000, () => true);
    if (typeof files === 'string') throw new Error(files);
    expect(files.get('profile.json')?.toString('utf8')).toBe('{"username":"хранитель"}');
    expect(files.get('фото/1.jpg')).toEqual(photo);
    expect(files.get('empty.json')?.length).toBe(0);
  });

  it('records each file’s CRC-32 and size in its directory entry, and flags a Cyrillic name as UTF-8', () => {
    const bytes = zipOf([{ name: 'профиль.json', data: '[1,2,3]' }], new Date('2026-11-29T18:30:41Z'));
    const at = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    expect(bytes.readUInt16LE(at + 8) & 0x0800).toBe(0x0800);
    expect(bytes.readUInt32LE(at + 16)).toBe(crc32('[1,2,3]'));
    expect(bytes.readUInt32LE(at + 24)).toBe(7);
  });
});
