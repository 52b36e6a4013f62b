import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/* Component tests (docs/conventions.md): each test unmounts what it rendered. */
afterEach(() => {
  cleanup();
});
