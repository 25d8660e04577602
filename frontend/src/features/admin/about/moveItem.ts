/**
 * docs/product/admin.md#experiences: moves the entry at `from` to `to` and returns a new list.
 * A drop outside the list (`to` null or undefined), an unknown index or no move at all returns
 * the list itself, unchanged.
 */
export function moveItem<T>(list: readonly T[], from: number, to: number | null | undefined): T[] {
  if (to === null || to === undefined || from === to) return list as T[];
  const inRange = (index: number) => Number.isInteger(index) && index >= 0 && index < list.length;
  if (!inRange(from) || !inRange(to)) return list as T[];
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}
