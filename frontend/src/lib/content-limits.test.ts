import { CONTENT_LIMITS as SERVER } from '../../../gateway/src/content-limits';
import { CONTENT_LIMITS } from './content-limits';

it("the forms' limits are the server's", () => {
  expect(CONTENT_LIMITS).toEqual(SERVER);
});
