import { fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { closesSheet, SHEET_CLOSE_DRAG_PX, sheetOffset } from '../lib/sheet-drag';
import { BottomSheet } from './bottom-sheet';

// jsdom has no PointerEvent: without one, fired pointer events lose clientY and pointerId.
beforeAll(() => {
  if ('PointerEvent' in window) return;
  class PointerEventOfTests extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
    }
  }
  Object.assign(window, { PointerEvent: PointerEventOfTests });
});

function renderSheet() {
  const onClose = vi.fn();
  render(
    <BottomSheet labelledBy="sheet-title" onClose={onClose}>
      <h2 id="sheet-title">1910 год</h2>
    </BottomSheet>,
  );
  return { onClose, sheet: screen.getByRole('dialog', { name: '1910 год' }), handle: screen.getByTestId('sheet-handle') };
}

function drag(handle: HTMLElement, from: number, to: number) {
  fireEvent.pointerDown(handle, { pointerId: 1, clientY: from });
  fireEvent.pointerMove(handle, { pointerId: 1, clientY: (from + to) / 2 });
  fireEvent.pointerMove(handle, { pointerId: 1, clientY: to });
  fireEvent.pointerUp(handle, { pointerId: 1, clientY: to });
}

describe('the drag rule', () => {
  it('closes on strictly more than 100 px down', () => {
    expect(SHEET_CLOSE_DRAG_PX).toBe(100);
    expect(closesSheet(500, 600)).toBe(false);
    expect(closesSheet(500, 601)).toBe(true);
    expect(closesSheet(500, 380)).toBe(false);
  });

  it('follows the finger only downwards', () => {
    expect(sheetOffset(500, 560)).toBe(60);
    expect(sheetOffset(500, 400)).toBe(0);
  });
});

describe('BottomSheet', () => {
  it('is a labelled modal dialog that takes the focus', () => {
    const { sheet } = renderSheet();
    expect(sheet).toHaveAttribute('aria-modal', 'true');
    expect(sheet).toHaveFocus();
  });

  it('follows a drag and closes after 120 px', () => {
    const { onClose, sheet, handle } = renderSheet();
    fireEvent.pointerDown(handle, { pointerId: 1, clientY: 400 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 470 });
    expect(sheet.style.transform).toBe('translateY(70px)');
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 520 });
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 520 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('springs back and stays open after a 60 px drag', () => {
    const { onClose, sheet, handle } = renderSheet();
    fireEvent.pointerDown(handle, { pointerId: 1, clientY: 400 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientY: 460 });
    expect(sheet.style.transform).toBe('translateY(60px)');
    fireEvent.pointerUp(handle, { pointerId: 1, clientY: 460 });
    expect(onClose).not.toHaveBeenCalled();
    expect(sheet.style.transform).toBe('translateY(0px)');
  });

  it('closes just past the threshold, not on it', () => {
    const { onClose, handle } = renderSheet();
    drag(handle, 400, 500);
    expect(onClose).not.toHaveBeenCalled();
    drag(handle, 400, 501);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores moves of another pointer', () => {
    const { onClose, handle } = renderSheet();
    fireEvent.pointerDown(handle, { pointerId: 1, clientY: 400 });
    fireEvent.pointerUp(handle, { pointerId: 2, clientY: 600 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a backdrop click and on Escape', () => {
    const { onClose, sheet } = renderSheet();
    fireEvent.click(screen.getByTestId('sheet-backdrop'));
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
