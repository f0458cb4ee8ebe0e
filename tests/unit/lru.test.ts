// The bounded answer cache of number search: forgets the least recently used entry first.
import { describe, expect, it } from 'vitest';
import { Lru } from '../../tools/catalog/lru.ts';

describe('Lru', () => {
  it('keeps at most its capacity, dropping the entry unused the longest', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1); // 'a' is now the most recent
    lru.set('c', 3);
    expect(lru.size).toBe(2);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
  });

  it('replaces a value without dropping another entry', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('a', 10);
    expect(lru.size).toBe(2);
    expect(lru.get('a')).toBe(10);
    expect(lru.get('b')).toBe(2);
  });
});
