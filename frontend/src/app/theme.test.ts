import { describe, expect, it } from 'vitest';
import { listenForThemeToggle } from './theme';

/** The theme button's press (ThemeToggle, listened for by boot.ts). */
describe('listenForThemeToggle', () => {
  it('moves the page through the system theme, light and dark, keeping each choice in the tema cookie', () => {
    document.body.innerHTML = '<button type="button" data-theme-toggle><svg><path></path></svg></button>';
    listenForThemeToggle(document);
    const press = () => document.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const state = () => [document.documentElement.dataset.theme, /(?:^|; )tema=([^;]*)/.exec(document.cookie)?.[1]];

    expect(state()).toEqual([undefined, undefined]);
    press();
    expect(state()).toEqual(['light', 'light']);
    press();
    expect(state()).toEqual(['dark', 'dark']);
    press();
    expect(state()).toEqual([undefined, undefined]); // the system's again: the cookie is gone
    // A click elsewhere changes nothing.
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(state()).toEqual([undefined, undefined]);
  });
});
