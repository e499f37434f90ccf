// A generated block of a docs page: the text between a start and an end marker, each on a line of
// its own and each exactly once. The generators (docs-reference, docs-sizes, docs-frameworks) read
// and replace their block through this, so the rules are the same for every page.

/** The block between `start` and `end` in the page named `page` (for the errors). */
export function generatedBlock(page, start, end) {
  const range = (doc) => {
    const from = doc.indexOf(start);
    const to = doc.indexOf(end);
    if (from === -1 || to === -1) throw new Error(`${page} lacks the ${start} … ${end} markers`);
    if (doc.indexOf(start, from + 1) !== -1 || doc.indexOf(end, to + 1) !== -1)
      throw new Error(`${page} has the ${start} markers twice`);
    if (to < from) throw new Error(`${page} has ${end} before ${start}`);
    return { from: from + start.length, to };
  };
  return {
    /** What is between the markers now, without the newline after the start marker. */
    extract(doc) {
      const { from, to } = range(doc);
      return doc.slice(from, to).replace(/^\n/, '');
    },
    /** `doc` with `text` between the markers. */
    splice(doc, text) {
      const { from, to } = range(doc);
      return `${doc.slice(0, from)}\n${text}${doc.slice(to)}`;
    },
  };
}
