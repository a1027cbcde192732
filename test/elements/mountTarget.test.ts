import { MountTargetError, resolveMountTarget } from '../../src/elements';

describe('mount target', () => {
  it('returns the element a selector matches', () => {
    document.body.replaceChildren();
    const host = document.createElement('div');
    host.id = 'login';
    document.body.append(host);
    expect(resolveMountTarget('#login')).toBe(host);
    expect(resolveMountTarget(host)).toBe(host);
  });

  it('says the selector applies to no element on the page when nothing matches (spec §8)', () => {
    expect(() => resolveMountTarget('#nowhere')).toThrow(MountTargetError);
    expect(() => resolveMountTarget('#nowhere')).toThrow(
      'The selector "#nowhere" applies to no DOM elements that are currently on the page.',
    );
  });

  it('reports an invalid selector as such instead of a DOMException', () => {
    expect(() => resolveMountTarget('##')).toThrow('The selector "##" is not a valid CSS selector.');
  });
});
