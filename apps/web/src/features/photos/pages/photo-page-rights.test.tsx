import type { PhotoDto, PhotoRightsPatch } from '@museum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesSent } from '../../../test/server';
import { photo, photoAnswers, render, serve, toastTexts } from './photo-page.fixtures';

describe('the photo page: credit and licence', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the credit and licence under the photo and in the lightbox, with the CC deed linked', async () => {
    serve(
      null,
      photoAnswers(() => ({ ...photo, credit: 'И. Петров', licence: 'CC-BY-4.0' })),
    );
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Автор: И. Петров')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(screen.queryByRole('button', { name: 'Изменить автора и лицензию' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Открыть фото 1 из 1' }));
    const lightbox = await screen.findByRole('dialog');
    expect(within(lightbox).getByText('Автор: И. Петров')).toBeInTheDocument();
    expect(within(lightbox).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('rel', 'license noopener noreferrer');
  });

  it('says «Лицензия не указана» for an old photo, and lets a moderator set the credit and licence', async () => {
    const requests = serve(
      ['ROLE_USER', 'ROLE_MODERATOR'],
      http.patch('/api/archive/photos/7', async ({ request }) => {
        const rights = (await request.json()) as PhotoRightsPatch;
        return HttpResponse.json({ ...photo, ...rights } satisfies PhotoDto);
      }),
    );
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Лицензия не указана')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Изменить автора и лицензию' }));
    const form = screen.getByRole('form', { name: 'Изменить автора и лицензию' });
    await user.selectOptions(within(form).getByLabelText('Лицензия'), 'CC BY-SA 4.0');
    await user.type(within(form).getByLabelText('Автор или источник'), 'Архив ТОЗ');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(async () =>
      expect(await bodiesSent(requests, 'PATCH', '/api/archive/photos/7')).toEqual([{ credit: 'Архив ТОЗ', licence: 'CC-BY-SA-4.0' }]),
    );
    expect(await screen.findByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
    expect(screen.getByText('Автор: Архив ТОЗ')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Изменить автора и лицензию' })).toBeNull();
    expect(toastTexts()).toContain('Автор и лицензия сохранены');
  });
});
