import { canonicalTransform, parseTransform, TransformParamError } from './transformParams';

function refusal(search: string): TransformParamError {
  try {
    parseTransform(search);
  } catch (error) {
    if (error instanceof TransformParamError) return error;
    throw error;
  }
  throw new Error(`"${search}" was accepted`);
}

describe('parseTransform', () => {
  it('reads each supported parameter, by its short or long name, case-insensitively', () => {
    expect(parseTransform('w=480&h=320&fit=crop-t&f=webp&q=70')).toEqual({
      width: 480,
      height: 320,
      fit: 'crop-top',
      format: 'webp',
      quality: 70,
    });
    expect(parseTransform('WIDTH=10&Height=20&format=JPG&quality=1')).toEqual({ width: 10, height: 20, format: 'jpeg', quality: 1 });
    expect(parseTransform('r=90&flip=h&b=5&e=grayscale&bg=0af')).toEqual({
      rotate: 90,
      flip: 'horizontal',
      blur: 5,
      grayscale: true,
      background: '#00aaffff',
    });
    expect(parseTransform('rotate=359&flip=both&blur=100&effect=GRAYSCALE&background=%2311223344')).toMatchObject({
      rotate: 359,
      flip: 'both',
      background: '#11223344',
    });
    expect(parseTransform('f=avif')).toEqual({ format: 'avif' });
  });

  it('is null without transformation parameters, ignoring parameters the Image API does not define', () => {
    expect(parseTransform('')).toBeNull();
    expect(parseTransform('v=3&accessToken=abc&constructor=1')).toBeNull();
    expect(parseTransform('v=3&w=100')).toEqual({ width: 100 });
  });

  it.each([
    ['w=0', 'w'],
    ['w=4001', 'w'],
    ['w=12.5', 'w'],
    ['w=-3', 'w'],
    ['w=', 'w'],
    ['w=1e3', 'w'],
    ['height=abc', 'height'],
    ['q=0', 'q'],
    ['q=101', 'q'],
    ['fit=zoom', 'fit'],
    ['f=bmp', 'f'],
    ['f=svg', 'f'],
    ['r=0', 'r'],
    ['r=360', 'r'],
    ['flip=sideways', 'flip'],
    ['b=0', 'b'],
    ['e=sepia', 'e'],
    ['e=greyscale', 'e'],
    ['bg=red', 'bg'],
    ['bg=12345', 'bg'],
    ['crop=100,100,c', 'crop'],
    ['fp=0.5,0.5', 'fp'],
  ])('refuses %s, naming %s', (search, parameter) => {
    const error = refusal(search);
    expect(error.parameter).toBe(parameter);
    expect(error.message).toContain(`"${parameter}"`);
  });

  it('refuses a parameter given twice, under either name', () => {
    expect(refusal('w=100&w=200').parameter).toBe('w');
    expect(refusal('w=100&width=200').message).toMatch(/"width" is given more than once \(also as "w"\)/);
    expect(refusal('f=webp&FORMAT=png').parameter).toBe('format');
  });
});

describe('canonicalTransform', () => {
  it('spells one transformation one way, whatever the order and names', () => {
    const a = parseTransform('w=480&f=webp&q=60');
    const b = parseTransform('quality=60&format=WEBP&width=480');
    expect(a && canonicalTransform(a)).toBe(b && canonicalTransform(b));
    const c = parseTransform('w=480&f=avif&q=60');
    expect(a && canonicalTransform(a)).not.toBe(c && canonicalTransform(c));
  });
});
