import { describe, expect, it } from 'vitest';
import { addFromQuery, formTarget } from './form-target';

const target = (query: string) => formTarget(new URLSearchParams(query));

describe('the form the address opens', () => {
  it('reads a new record, one from a catalogue item and an edit', () => {
    expect(target('')).toBeNull();
    expect(target('add=new')).toEqual({ mode: 'add', from: null });
    expect(target(addFromQuery('product', 12))).toEqual({ mode: 'add', from: { kind: 'product', id: 12 } });
    expect(target('add=detail:4')).toEqual({ mode: 'add', from: { kind: 'detail', id: 4 } });
    expect(target('edit=7')).toEqual({ mode: 'edit', id: 7 });
  });

  it('takes a malformed source as a blank new record and a malformed edit as none', () => {
    expect(target('add=photo:3')).toEqual({ mode: 'add', from: null });
    expect(target('add=product:0')).toEqual({ mode: 'add', from: null });
    expect(target('add=product:x')).toEqual({ mode: 'add', from: null });
    expect(target('edit=-2')).toBeNull();
  });
});
