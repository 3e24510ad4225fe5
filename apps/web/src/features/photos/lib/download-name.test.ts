import { describe, expect, it } from 'vitest';
import { downloadName, extensionFor, FILE_NAME_MAX } from './download-name';

describe('download file names', () => {
  it('picks the extension from the content type', () => {
    expect(extensionFor('image/png')).toBe('png');
    expect(extensionFor('image/webp')).toBe('webp');
    expect(extensionFor('image/gif')).toBe('gif');
    expect(extensionFor('image/bmp')).toBe('bmp');
    expect(extensionFor('image/jpeg')).toBe('jpg');
    expect(extensionFor('application/octet-stream')).toBe('jpg');
  });
  it('replaces unsafe characters and the old extension', () => {
    expect(downloadName('Щит: АЕ/3310?.jpeg', 'image/png', 'photo-1')).toBe('Щит_ АЕ_3310.png');
    expect(downloadName('../../etc/passwd', 'image/jpeg', 'photo-1')).toBe('etc_passwd.jpg');
    expect(downloadName('a\u0000b\nc', 'image/jpeg', 'photo-1')).toBe('a_b_c.jpg');
  });
  it('falls back when nothing is left and cuts long names to 80 characters', () => {
    expect(downloadName('???', 'image/webp', 'photo-7')).toBe('photo-7.webp');
    const long = downloadName('я'.repeat(200), 'image/jpeg', 'photo-1');
    expect(long.length).toBe(FILE_NAME_MAX);
    expect(long.endsWith('.jpg')).toBe(true);
  });
});
