import { describe, expect, it } from 'vitest';
import { compareVersions, parseAppVersion, versionMatches } from './version.ts';

describe('app versions', () => {
  it('parses the version parameter and refuses anything else', () => {
    expect(parseAppVersion('2.1.0')).toBe('2.1.0');
    expect(parseAppVersion(' v3.4 ')).toBe('3.4');
    expect(parseAppVersion('2')).toBe('2');
    for (const bad of [null, undefined, '', 'latest', '2.x', '1.2.3.4.5', '<2.0', '2.0-beta'])
      expect(parseAppVersion(bad)).toBeNull();
  });

  it('compares numerically, part by part', () => {
    expect(compareVersions('2.10.0', '2.9.9')).toBe(1);
    expect(compareVersions('2.1', '2.1.0')).toBe(0);
    expect(compareVersions('1.9', '2')).toBe(-1);
    expect(compareVersions('10.0.0', '9.99.99')).toBe(1);
  });

  it('matches an exact rule only on that version', () => {
    expect(versionMatches('2.1.0', '2.1.0')).toBe(true);
    expect(versionMatches('2.1.0', '2.1')).toBe(true);
    expect(versionMatches('2.1.0', '2.1.1')).toBe(false);
    expect(versionMatches('2.1.0', '2.0.9')).toBe(false);
  });

  it("matches a 'less than' rule only below the bound", () => {
    expect(versionMatches('<2.1.0', '2.0.9')).toBe(true);
    expect(versionMatches('<2.1.0', '1.99')).toBe(true);
    expect(versionMatches('<2.1.0', '2.1.0')).toBe(false);
    expect(versionMatches('<2.1.0', '2.10.0')).toBe(false);
  });

  it('applies no rule to every version, and a rule to no unknown version', () => {
    expect(versionMatches(null, null)).toBe(true);
    expect(versionMatches('', '1.0')).toBe(true);
    expect(versionMatches('2.1.0', null)).toBe(false);
    expect(versionMatches('<2.1.0', null)).toBe(false);
    expect(versionMatches('<garbage', '1.0')).toBe(false);
  });
});
