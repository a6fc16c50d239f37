import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` wait up to 10 s rather than 1 s: test:all runs this suite at a low CPU priority beside
// the e2e lane (decision 143), and a starved render is slow, not wrong. A query that never matches still fails.
configure({ asyncUtilTimeout: 10_000 });
