import { describe, expect, it } from 'vitest';
import { fromPickerValue, scheduledMessage, timeSuffix, toPickerValue } from './publishDate';

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

describe("the ending after a time, as it is read aloud: 10:00'da, 13:00'te", () => {
  it.each([
    [0, 'da'], // sıfır
    [1, 'de'], // bir
    [2, 'de'], // iki
    [3, 'te'], // üç
    [4, 'te'], // dört
    [5, 'te'], // beş
    [6, 'da'], // altı
    [7, 'de'], // yedi
    [8, 'de'], // sekiz
    [9, 'da'], // dokuz
    [10, 'da'], // on
    [11, 'de'], // on bir
    [12, 'de'], // on iki
    [13, 'te'], // on üç
    [14, 'te'], // on dört
    [15, 'te'], // on beş
    [16, 'da'], // on altı
    [17, 'de'], // on yedi
    [18, 'de'], // on sekiz
    [19, 'da'], // on dokuz
    [20, 'de'], // yirmi
    [21, 'de'], // yirmi bir
    [22, 'de'], // yirmi iki
    [23, 'te'], // yirmi üç
  ])('%i:00 → %s', (hour, suffix) => {
    expect(timeSuffix(hour, 0)).toBe(suffix);
  });

  it.each([
    [10, 30, 'da'], // on otuz
    [10, 5, 'te'], // on beş
    [10, 20, 'de'], // on yirmi
    [11, 10, 'da'], // on bir on
    [13, 40, 'ta'], // on üç kırk
    [13, 50, 'de'], // on üç elli
    [14, 1, 'de'], // on dört bir
    [9, 3, 'te'], // dokuz üç
    [9, 4, 'te'], // dokuz dört
    [20, 6, 'da'], // yirmi altı
    [20, 7, 'de'], // yirmi yedi
    [3, 8, 'de'], // üç sekiz
    [3, 9, 'da'], // üç dokuz
    [3, 2, 'de'], // üç iki
    [16, 45, 'te'], // on altı kırk beş
    [6, 59, 'da'], // altı elli dokuz
  ])('%i:%i → %s (the minutes decide)', (hour, minute, suffix) => {
    expect(timeSuffix(hour, minute)).toBe(suffix);
  });
});

describe('scheduledMessage', () => {
  it.each([
    ['2026-12-31T07:00:00.000Z', "Yazı 31 Aralık 2026 10:00'da yayımlanacak"],
    ['2027-01-01T10:05:00.000Z', "Yazı 1 Ocak 2027 13:05'te yayımlanacak"],
    // 23:40 UTC is already the next day in Turkey
    ['2026-05-01T23:40:00.000Z', "Yazı 2 Mayıs 2026 02:40'ta yayımlanacak"],
  ])('%s → %s (Turkey time, long Turkish date)', (iso, text) => {
    expect(scheduledMessage(iso)).toBe(text);
  });
});
