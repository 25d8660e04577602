import { ADMIN_BASE } from '@portfolio/content-rules';
import { adminPath } from './paths';

// The URLs themselves are the contract (docs/product/README.md#routes): written out here once, on
// purpose.
it('builds the admin URLs under /mrpurposeless', () => {
  expect(ADMIN_BASE).toBe('/mrpurposeless');
  expect(adminPath()).toBe('/mrpurposeless');
  expect(adminPath('login')).toBe('/mrpurposeless/login');
  expect(adminPath('blogs', 'edit', 'p1')).toBe('/mrpurposeless/blogs/edit/p1');
  expect(adminPath('*')).toBe('/mrpurposeless/*');
});
