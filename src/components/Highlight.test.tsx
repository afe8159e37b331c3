import { render } from '@testing-library/react';
import { Highlight } from './Highlight';

const marked = (text: string, words: string[]) => {
  const { container } = render(<p>{Highlight({ text, words })}</p>);
  return [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
};

it('marks every occurrence of the words, whatever their case, the longest first', () => {
  expect(marked('Palm house and the palm garden', ['palm'])).toEqual(['Palm', 'palm']);
  expect(marked('Oaks and an oak', ['oak', 'oaks'])).toEqual(['Oaks', 'oak']);
});

it('treats the words as text, not as patterns', () => {
  expect(marked('Costs (£5) or $5?', ['(£5)', '$5?'])).toEqual(['(£5)', '$5?']);
  expect(marked('nothing here', [])).toEqual([]);
});
