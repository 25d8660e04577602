/** JSON inside a <script> element: `<` escaped, so that no string in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
