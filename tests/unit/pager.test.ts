// Long result lists offer the first, the last and the pages around the current one.
import { describe, expect, it } from 'vitest';
import { visiblePages } from '../../client/ui/Pager.tsx';

describe('result pager', () => {
  it('offers every page of a short list', () => {
    expect(visiblePages(5, 0)).toEqual([0, 1, 2, 3, 4]);
  });

  it('offers first, last and two either side of the current page of a long list, with gaps', () => {
    expect(visiblePages(60, 0)).toEqual([0, 1, 2, null, 59]);
    expect(visiblePages(60, 30)).toEqual([0, null, 28, 29, 30, 31, 32, null, 59]);
    expect(visiblePages(60, 59)).toEqual([0, null, 57, 58, 59]);
  });
});
