import { DocSet } from './doc-set';

const of = (...docs: number[]) => {
  const set = DocSet.empty();
  for (const doc of docs) set.add(doc);
  return set;
};

describe('DocSet', () => {
  it('keeps numbers across word boundaries, the 32nd bit included', () => {
    const set = of(0, 1, 31, 32, 63, 64, 100_000);
    expect([...set]).toEqual([0, 1, 31, 32, 63, 64, 100_000]);
    expect(set.size).toBe(7);
    expect(set.has(31)).toBe(true);
    expect(set.has(30)).toBe(false);
    expect(set.has(200_000)).toBe(false);
    set.delete(31);
    set.delete(500_000);
    expect([...set]).toEqual([0, 1, 32, 63, 64, 100_000]);
  });

  it('is stored as a list while that is shorter, then as a bitset, and read back the same', () => {
    const rare = of(5, 90_000);
    expect(rare.encode()[0]).toBe(0);
    expect(rare.encode()).toHaveLength(1 + 2 * 4);
    const common = of(...Array.from({ length: 500 }, (_, i) => i * 2));
    expect(common.encode()[0]).toBe(1);
    expect(common.encode()).toHaveLength(1 + 32 * 4);
    for (const set of [rare, common, DocSet.empty()]) expect([...DocSet.decode(set.encode())]).toEqual([...set]);
    expect([...DocSet.decode(undefined)]).toEqual([]);
  });

  it('the trailing empty words of a set whose last numbers went are not stored', () => {
    const set = of(...Array.from({ length: 64 }, (_, i) => i), 10_000);
    set.delete(10_000);
    expect(set.encode()).toHaveLength(1 + 2 * 4);
  });

  it('unites and intersects sets of different lengths; no set at all means every post', () => {
    const a = of(1, 2, 3, 40);
    const b = of(2, 3, 4, 1_000);
    expect([...DocSet.union([a, b])]).toEqual([1, 2, 3, 4, 40, 1_000]);
    expect([...DocSet.intersection([a, b])!]).toEqual([2, 3]);
    expect([...DocSet.intersection([b, a])!]).toEqual([2, 3]);
    expect([...DocSet.union([])]).toEqual([]);
    expect(DocSet.intersection([])).toBeNull();
  });
});
