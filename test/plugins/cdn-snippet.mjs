// Prints the snippet `npx event-register snippet` would, from the built library (dist/lib), for
// the attributes and options given as JSON in argv[2] and argv[3]. A process of its own: the test
// server renders other markup from src/, and one process has one element definition (the first
// copy defined wins), while the CDN files the snippet's page loads have the library's templates.
import { snippet } from '../../dist/lib/server/snippet.js';

process.stdout.write(await snippet(JSON.parse(process.argv[2]), JSON.parse(process.argv[3])));
