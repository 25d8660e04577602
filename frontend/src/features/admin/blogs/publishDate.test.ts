import { describe, expect, it } from 'vitest';
import { fromPickerValue, toPickerValue } from './publishDate';

describe("the publish date in the picker: Istanbul's wall clock", () => {
  it.each([
    ['2026-11-21T12:00:00.000Z', '2026-11-21T15:00'],
    ['2026-11-21T21:30:00.000Z', '2026-11-22T00:30'],
    ['2026-01-01T00:00:59.999Z', '2026-01-01T03:00'],
    // Before 2016 Istanbul kept summer time: +3 in summer, +2 in winter.
    ['2010-07-01T09:00:00.000Z', '2010-07-01T12:00'],
    ['2010-12-01T09:00:00.000Z', '2010-12-01T11:00'],
  ])('%s → %s', (iso, value) => {
    expect(toPickerValue(iso)).toBe(value);
  });

  it.each([
    ['2026-11-21T15:00', '2026-11-21T12:00:00.000Z'],
    ['2026-11-22T00:30', '2026-11-21T21:30:00.000Z'],
    ['2099-05-01T12:30:15', '2099-05-01T09:30:15.000Z'],
    ['2010-07-01T12:00', '2010-07-01T09:00:00.000Z'],
    ['2010-12-01T11:00', '2010-12-01T09:00:00.000Z'],
  ])('%s → %s', (value, iso) => {
    expect(fromPickerValue(value)).toBe(iso);
  });

  it.each(['', '2026-11-21', '2026-11-21T', 'yarın'])('%j is no date', (value) => {
    expect(fromPickerValue(value)).toBeNull();
  });
});
