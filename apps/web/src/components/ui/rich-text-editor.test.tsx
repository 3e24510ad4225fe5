import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../lib/toast-store';
import { httpLink } from './link-dialog';
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
  it('takes absolute http and https links only', () => {
    expect(httpLink(' https://example.ru/a?b=1 ')).toBe('https://example.ru/a?b=1');
    expect(httpLink('http://example.ru')).toBe('http://example.ru');
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', 'ftp://example.ru', 'example.ru', '/details/1', '']) {
      expect(httpLink(bad), bad).toBeNull();
    }
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

  it('leaves the focus where the person is typing when it loads with a text, and when the text is replaced', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <>
        <input aria-label="Год" />
        <RichTextEditor label="Описание" value="<p>Щит образца 1910 года</p>" onChange={vi.fn()} />
      </>,
    );
    const year = screen.getByLabelText('Год');
    await user.click(year);
    const box = await screen.findByRole('textbox', { name: 'Описание' });
    await waitFor(() => expect(box).toHaveTextContent('Щит образца 1910 года'));
    expect(year).toHaveFocus();
    rerender(
      <>
        <input aria-label="Год" />
        <RichTextEditor label="Описание" value="<p>Станок Соколова</p>" onChange={vi.fn()} />
      </>,
    );
    await waitFor(() => expect(box).toHaveTextContent('Станок Соколова'));
    expect(year).toHaveFocus();
    await user.keyboard('1918');
    expect(year).toHaveValue('1918');
  });

  it('asks for a link in its own dialog, not the browser prompt: checks it, inserts it, or cancels', async () => {
    // Quill scrolls the caret into view by its rectangle, which jsdom does not lay out.
    Range.prototype.getBoundingClientRect ??= () => new DOMRect();
    const prompt = vi.spyOn(window, 'prompt');
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<RichTextEditor label="Описание" value="<p>Щит</p>" onChange={onChange} />);
    const toolbar = await screen.findByRole('toolbar', { name: 'Оформление текста' });
    const linkButton = toolbar.querySelector('[aria-label="Ссылка"]') as HTMLElement;
    await user.click(linkButton);
    let dialog = screen.getByRole('dialog', { name: 'Вставить ссылку' });
    const address = within(dialog).getByRole('textbox', { name: 'Адрес ссылки' });
    expect(address).toHaveFocus();
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Вставить' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Адрес должен начинаться с http:// или https://');
    expect(onChange).not.toHaveBeenCalled();
    await user.clear(address);
    await user.type(address, 'https://example.ru/shchit{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('<a href="https://example.ru/shchit"')));

    onChange.mockClear();
    await user.click(linkButton);
    dialog = screen.getByRole('dialog', { name: 'Вставить ссылку' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Адрес ссылки' }), 'https://example.ru/drugoe');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    // Back in the text, where the caret was.
    expect(screen.getByRole('textbox', { name: 'Описание' })).toHaveFocus();
    expect(prompt).not.toHaveBeenCalled();
  });

  it('says so when a dropped image is of a format it does not take (a GIF), and inserts nothing', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Описание" value="<p>Щит</p>" onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Описание' });
    await waitFor(() => expect(box).toHaveTextContent('Щит'));
    // Quill finds the drop point by the caret under the pointer, which jsdom does not lay out: it is the text's start.
    const caret = vi.fn(() => {
      const range = document.createRange();
      range.setStart(box.querySelector('p')?.firstChild as Node, 0);
      return range;
    });
    Object.assign(document, { caretRangeFromPoint: caret });
    const gif = new File(['GIF89a'], 'щит.gif', { type: 'image/gif' });
    fireEvent.drop(box, { dataTransfer: { files: [gif] } });
    expect(caret).toHaveBeenCalled();
    await waitFor(() =>
      expect(getToasts().map((toast) => toast.text)).toContain(
        '«щит.gif» не вставлен: такой формат не принимается, можно вставить только PNG или JPEG',
      ),
    );
    expect(onChange).not.toHaveBeenCalled();
    Reflect.deleteProperty(document, 'caretRangeFromPoint');
  });
});
