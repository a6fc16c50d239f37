import { vi } from 'vitest';

// For the test files that replace a module (vi.mock), which share a worker with other such files:
// forget the project's modules the previous file loaded, so this file's imports come fresh and see its
// own replacements. Packages (React, Testing Library) stay loaded, which is where the time goes.
vi.resetModules();
