#!/usr/bin/env node
// `npx event-register snippet …`: see src/server/cli.ts.
import { main } from '../dist/lib/server/cli.js';

process.exitCode = await main(
  process.argv.slice(2),
  (text) => process.stdout.write(text),
  (text) => process.stderr.write(text),
);
