// The number search's answer cache keeps an answer only when its text comes again soon: one-off texts
// neither push out answers asked for again nor are held for the garbage collector to move and collect.
import { describe, expect, it } from 'vitest';
import { RepeatCache } from '../../tools/catalog/repeat-cache.ts';

describe('RepeatCache', () => {
  it('keeps an answer from the second time its key is offered, and answers it then', () => {
    const cache = new RepeatCache<string>(10, 64);
    expect(cache.offer('10300133', 'first')).toBe(false);
    expect(cache.get('10300133')).toBeUndefined();
    expect(cache.offer('10300133', 'second')).toBe(true);
    expect(cache.get('10300133')).toBe('second');
    expect(cache.size).toBe(1);
  });

  it('makes a value only when its key came again, and keeps no null', () => {
    const cache = new RepeatCache<string>(10, 64);
    const made: string[] = [];
    const make = (key: string, value: string | null) => () => {
      made.push(key);
      return value;
    };
    expect(cache.offerMade('body a', make('body a', 'a'))).toBeNull();
    expect(cache.offerMade('body b', make('body b', null))).toBeNull();
    expect(made).toEqual([]);
    expect(cache.offerMade('body a', make('body a', 'a'))).toBe('a');
    expect(cache.offerMade('body b', make('body b', null))).toBeNull();
    expect(made).toEqual(['body a', 'body b']);
    expect(cache.get('body a')).toBe('a');
    expect(cache.get('body b')).toBeUndefined();
    expect(cache.size).toBe(1);
  });

  // The keys offered lately are Bloom filters: now and then (about 1 %) a key looks offered when it was not.
  it('forgets keys offered once when two windows of other keys were offered since', () => {
    const cache = new RepeatCache<number>(10_000, 64);
    const once = Array.from({ length: 200 }, (_, i) => `WEBB ${20_000 + i}`);
    let keptAgain = 0;
    for (const key of once) {
      cache.offer(key, 1);
      for (let i = 0; i < 128; i++) cache.offer(`other ${key} ${i}`, i);
      if (cache.offer(key, 2)) keptAgain++;
    }
    expect(keptAgain).toBeLessThanOrEqual(6);
    // and one-off keys are seldom kept at all
    expect(cache.size).toBeLessThan(200 * 130 * 0.03);
  });

  // A table of one key per slot kept none of two popular keys sharing a slot: each pushed out the other
  // before it came again, and a third of 800 texts asked in turn were never kept (the bench's cached row).
  it('keeps every one of many keys asked in turn, within a few turns', () => {
    const cache = new RepeatCache<number>(5_000, 1_024);
    const keys = Array.from({ length: 800 }, (_, i) => `115||25|${10_300_000 + i * 7}`);
    for (let turn = 0; turn < 3; turn++)
      for (const [i, key] of keys.entries()) if (cache.get(key) === undefined) cache.offer(key, i);
    expect(keys.filter((key) => cache.get(key) === undefined)).toEqual([]);
    expect(cache.size).toBe(800);
  });

  it('keeps the keys that come again among one-off keys, within its capacity', () => {
    const cache = new RepeatCache<number>(3, 1_024);
    const popular = ['1', '10', '100', '1003'];
    for (const [i, key] of popular.entries()) cache.offer(key, i);
    for (let i = 0; i < 50; i++) cache.offer(`typo ${i}`, i);
    for (const [i, key] of popular.entries()) expect(cache.offer(key, i), key).toBe(true);
    expect(cache.size).toBe(3);
    expect(cache.get('1')).toBeUndefined(); // the least recently used of the four
    expect(cache.get('1003')).toBe(3);
  });

  // Long keys (whole chat answers) are told apart by their ends and length before they are kept, and
  // found by the whole key: alike at both ends they may be kept the first time, never mixed up.
  it('answers a long key only with its own value', () => {
    const cache = new RepeatCache<string>(10, 64);
    const answer = (middle: string, end = 'finish') =>
      `start ${'x'.repeat(2_000)}${middle}${'y'.repeat(2_000)} ${end}`;
    expect(cache.offer(answer('A', 'seq 1'), 'a1')).toBe(false);
    expect(cache.offer(answer('A', 'seq 2'), 'a2')).toBe(false); // another end: another key
    expect(cache.offer(answer('A', 'seq 1'), 'a1')).toBe(true);
    expect(cache.offer(answer('B', 'seq 1'), 'b1')).toBe(true); // alike at both ends: kept at once
    expect(cache.get(answer('A', 'seq 1'))).toBe('a1');
    expect(cache.get(answer('B', 'seq 1'))).toBe('b1');
    expect(cache.get(answer('C', 'seq 1'))).toBeUndefined();
  });
});
