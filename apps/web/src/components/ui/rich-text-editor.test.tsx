import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanEditorHtml, HISTORY, isAllowedImage, TOOLBAR } from './rich-text-config';
import { RichTextEditor } from './rich-text-editor';

describe('rich-text settings', () => {
  it('has the spec toolbar in order', () => {
    expect(TOOLBAR.flat()).toEqual([
      { header: 1 },
      { header: 2 },
      'bold',
      'italic',
      'underline',
      'strike',
      { list: 'ordered' },
      { list: 'bullet' },
      'link',
      'image',
      'clean',
    ]);
  });
  it('merges undo steps within 1000 ms and keeps 100 of them', () => {
    expect(HISTORY).toMatchObject({ delay: 1000, maxStack: 100 });
  });
  it('accepts PNG and JPEG images only', () => {
    expect(isAllowedImage(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isAllowedImage(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBe(true);
    expect(isAllowedImage(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe(false);
  });
  it('turns &nbsp; back into spaces and an empty editor into no text', () => {
    expect(cleanEditorHtml('<p>два&nbsp;слова</p>', false)).toBe('<p>два слова</p>');
    expect(cleanEditorHtml('<p></p>', true)).toBe('');
  });
});

describe('RichTextEditor', () => {
  it('renders the labelled toolbar buttons, the placeholder and the initial text', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Описание" value="<p>Щит образца 1910 года</p>" onChange={onChange} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Оформление текста' });
    for (const name of [
      'Заголовок 1',
      'Заголовок 2',
      'Жирный',
      'Курсив',
      'Подчёркнутый',
      'Зачёркнутый',
      'Нумерованный список',
      'Маркированный список',
      'Ссылка',
      'Изображение',
      'Очистить оформление',
    ]) {
      expect(toolbar.querySelector(`[aria-label="${name}"]`)).not.toBeNull();
    }
    const box = screen.getByRole('textbox', { name: 'Описание' });
    expect(box).toHaveAttribute('data-placeholder', 'Введите текст…');
    await waitFor(() => expect(box).toHaveTextContent('Щит образца 1910 года'));
  });
});
