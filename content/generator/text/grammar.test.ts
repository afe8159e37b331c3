import { cap, count, listOf, money, thousands } from './grammar';

describe('grammar helpers', () => {
  it('groups thousands without depending on Intl', () => {
    expect([thousands(7), thousands(1000), thousands(1234567)]).toEqual(['7', '1,000', '1,234,567']);
  });

  it('writes small numbers as words and money in pounds', () => {
    expect([count(3), count(12), count(13), count(4500)]).toEqual(['three', 'twelve', '13', '4,500']);
    expect([money(25), money(42.5), money(280000)]).toEqual(['£25', '£42.50', '£280,000']);
  });

  it('joins lists and capitalises', () => {
    expect([listOf(['a']), listOf(['a', 'b']), listOf(['a', 'b', 'c'])]).toEqual(['a', 'a and b', 'a, b and c']);
    expect(cap('palm house')).toBe('Palm house');
  });
});
