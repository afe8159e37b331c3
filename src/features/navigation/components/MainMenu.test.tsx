import { configureStore } from '@reduxjs/toolkit';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { navigationReducer, navigationTreeLoaded, type NavigationNode } from '..';
import { MainMenu } from './MainMenu';

const TREE: NavigationNode = {
  path: '/',
  displayName: 'Home',
  children: [
    { path: '/about', displayName: 'About us' },
    { path: '/visit', displayName: 'Visit' },
    { path: '/news', displayName: 'News' },
    { path: '/contact', displayName: 'Contact us' },
  ],
};

const PlainLink = ({ to, children, ...rest }: { to: string; children: ReactNode; 'aria-current'?: 'page' | 'true' }) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

function renderMenu(props: Partial<Parameters<typeof MainMenu>[0]> = {}) {
  const store = configureStore({ reducer: { navigation: navigationReducer } });
  store.dispatch(navigationTreeLoaded(TREE));
  render(
    <Provider store={store}>
      <MainMenu currentPath="/visit/getting-here" linkComponent={PlainLink} {...props} />
    </Provider>,
  );
  return within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);
}

describe('MainMenu', () => {
  it('shows every top-level menu node in the tree’s order, marking the current section', () => {
    expect(renderMenu()).toEqual([
      ['About us', '/about', null],
      ['Visit', '/visit', 'true'],
      ['News', '/news', null],
      ['Contact us', '/contact', null],
    ]);
  });

  it('shows the site’s choice of items, in its order', () => {
    const order = ['/contact', '/visit'];
    const choose = (items: readonly NavigationNode[]) => order.flatMap((path) => items.filter((item) => item.path === path));
    expect(renderMenu({ choose })).toEqual([
      ['Contact us', '/contact', null],
      ['Visit', '/visit', 'true'],
    ]);
  });

  it('draws no menu when the site chooses no item', () => {
    const store = configureStore({ reducer: { navigation: navigationReducer } });
    store.dispatch(navigationTreeLoaded(TREE));
    render(
      <Provider store={store}>
        <MainMenu currentPath="/" linkComponent={PlainLink} choose={() => []} />
      </Provider>,
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });
});
