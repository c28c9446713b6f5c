/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { Pager } from '@/components/ui/pager';
import { renderIntl } from '../support/render-intl';

const hrefFor = (n: number) => `/profile/payments-history?page=${n}`;

function pager() {
  return screen.getByRole('navigation', { name: 'Pages' });
}

function pageLinks() {
  return within(pager())
    .getAllByRole('link')
    .filter((a) => /^Page \d+$/.test(a.getAttribute('aria-label') ?? ''))
    .map((a) => a.textContent);
}

describe('Pager', () => {
  test('4 page links either side of the current page, each a link with the page in the URL', () => {
    renderIntl(<Pager page={10} totalPages={20} hrefFor={hrefFor} label="Pages" />);
    expect(pageLinks()).toEqual(['6', '7', '8', '9', '10', '11', '12', '13', '14']);
    expect(screen.getByRole('link', { name: 'Page 6' }).getAttribute('href')).toBe('/profile/payments-history?page=6');
    expect(screen.getByRole('link', { name: 'Page 14' }).getAttribute('href')).toBe('/profile/payments-history?page=14');
  });

  test('the current page is marked with aria-current="page", and only it', () => {
    renderIntl(<Pager page={3} totalPages={5} hrefFor={hrefFor} label="Pages" />);
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    const marked = within(pager()).getAllByRole('link').filter((a) => a.hasAttribute('aria-current'));
    expect(marked).toHaveLength(1);
  });

  test('previous and next go one page back and forward', () => {
    renderIntl(<Pager page={3} totalPages={5} hrefFor={hrefFor} label="Pages" />);
    expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/profile/payments-history?page=2');
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/profile/payments-history?page=4');
  });

  test('on the first page there is no previous link, on the last no next link', () => {
    const { unmount } = renderIntl(<Pager page={1} totalPages={3} hrefFor={hrefFor} label="Pages" />);
    expect(screen.queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(within(pager()).getByText('Previous')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Next/ }).getAttribute('href')).toBe('/profile/payments-history?page=2');
    unmount();
    renderIntl(<Pager page={3} totalPages={3} hrefFor={hrefFor} label="Pages" />);
    expect(screen.queryByRole('link', { name: /Next/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Previous/ }).getAttribute('href')).toBe('/profile/payments-history?page=2');
  });

  test('a single page (or none) needs no pager', () => {
    const { container } = renderIntl(
      <>
        <Pager page={1} totalPages={1} hrefFor={hrefFor} label="Pages" />
        <Pager page={1} totalPages={0} hrefFor={hrefFor} label="Pages" />
      </>,
    );
    expect(container.querySelector('nav')).toBeNull();
  });

  test('a page past the last shows the last pages with the last one current', () => {
    renderIntl(<Pager page={9} totalPages={3} hrefFor={hrefFor} label="Pages" />);
    expect(pageLinks()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });
});
