import { describe, expect, it } from 'vitest';
import { moveItem } from './moveItem';

describe('moveItem', () => {
  const list = ['a', 'b', 'c', 'd'] as const;

  it('moves one entry from the source index to the destination index', () => {
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(list, 1, 2)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
  });

  it('returns a new list and leaves the original alone', () => {
    const original = ['a', 'b', 'c'];
    const moved = moveItem(original, 0, 1);
    expect(moved).not.toBe(original);
    expect(original).toEqual(['a', 'b', 'c']);
  });

  it('does nothing for a drop outside the list (no destination)', () => {
    expect(moveItem(list, 1, undefined)).toBe(list);
    expect(moveItem(list, 1, null)).toBe(list);
  });

  it('does nothing when the entry stays where it is or an index is out of range', () => {
    expect(moveItem(list, 2, 2)).toBe(list);
    expect(moveItem(list, -1, 2)).toBe(list);
    expect(moveItem(list, 0, 4)).toBe(list);
    expect(moveItem(list, 5, 0)).toBe(list);
    expect(moveItem([], 0, 0)).toEqual([]);
  });
});
