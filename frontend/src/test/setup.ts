import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Busy CI machines answer slowly: give findBy/waitFor room (the tests assert outcomes, not speed).
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
