import { render, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml, useRichTextReady } from './safe-html';

describe('SafeHtml', () => {
  it('removes scripts, handlers and dangerous links on render', async () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="x()">Текст<script>alert(1)</script></p><a href="javascript:alert(1)">плохая</a><iframe src="https://e.ru"></iframe><img src="x" onerror="alert(1)">'
        }
      />,
    );
    // DOMPurify is fetched on demand: nothing shows before it is in.
    await waitFor(() => expect(container.querySelector('p')?.textContent).toBe('Текст'));
    expect(container.innerHTML).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
    // An image with a relative, non-root source is dropped.
    expect(container.querySelector('img')).toBeNull();
  });
  it('shows bare links by their host name and opens them safely', async () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p><a href="https://www.example.org/page">https://www.example.org/page</a> и <a href="https://e.ru/x">статья</a><br><img src="/uploads/a.jpg"></p>'
        }
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('a')).toHaveLength(2));
    const [bare, named] = container.querySelectorAll('a');
    expect(bare?.textContent).toBe('example.org');
    expect(bare?.getAttribute('rel')).toContain('noopener');
    expect(bare?.getAttribute('target')).toBe('_blank');
    expect(named?.textContent).toBe('статья');
    expect(container.querySelector('br')).not.toBeNull();
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });
  it('renders nothing for empty input', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('useRichTextReady', () => {
  it('lets a page without rich text show at once, and one with it once the sanitiser is in', async () => {
    expect(renderHook(() => useRichTextReady(null)).result.current).toBe(true);
    const withText = renderHook(() => useRichTextReady('<p>Текст</p>'));
    await waitFor(() => expect(withText.result.current).toBe(true));
  });
});
