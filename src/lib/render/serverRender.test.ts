import { configureStore, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { useSelector } from './serverRender';

const greeting = createSlice({
  name: 'greeting',
  initialState: { name: 'visitor' },
  reducers: { named: (state, action: PayloadAction<string>) => ({ ...state, name: action.payload }) },
});

function storeNamed(name: string) {
  const store = configureStore({ reducer: { greeting: greeting.reducer } });
  store.dispatch(greeting.actions.named(name));
  return store;
}
type State = ReturnType<ReturnType<typeof storeNamed>['getState']>;

const useGreetingSelector = useSelector.withTypes<State>();

function Greeting() {
  const name = useGreetingSelector((state) => state.greeting.name);
  return createElement('p', null, `Hello ${name}`);
}

function page(name: string): string {
  return renderToString(createElement(Provider, { store: storeNamed(name), children: createElement(Greeting) }));
}

describe('useSelector in a server render (no document)', () => {
  it('draws what the store holds when the page renders', () => {
    expect(page('Ada')).toBe('<p>Hello Ada</p>');
  });

  it('reads each render its own store', () => {
    expect(['Ada', 'Grace'].map(page)).toEqual(['<p>Hello Ada</p>', '<p>Hello Grace</p>']);
  });
});
