// Entry of the PDF render thread when the server runs as TypeScript (under tsx, and in vitest): a worker thread does
// not inherit tsx's loader, so it loads the TypeScript worker through tsx's API.
import { tsImport } from 'tsx/esm/api';

await tsImport('./render-worker.ts', import.meta.url);
