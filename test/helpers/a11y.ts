/**
 * The suite's accessibility check: two rules engines on the same element, both strict.
 *
 * - axe-core (Deque): fails on every violation and on every "incomplete" item (a check axe could
 *   not decide, e.g. a contrast it could not measure): an undecided check is not a pass.
 * - IBM Equal Access (`accessibility-checker-engine`, policy "IBM_Accessibility", which is
 *   "IBM Accessibility 7.3" in the engine installed): fails on every result of level VIOLATION
 *   whose confidence is FAIL or POTENTIAL. A potential violation is IBM's "incomplete": the engine
 *   saw something it could not clear.
 *
 * What does not fail, and why:
 * - IBM's RECOMMENDATION level (FAIL or POTENTIAL). In IBM's policy these are advice beyond the
 *   requirements that IBM Accessibility 7.3 maps to WCAG 2.2 A/AA, EN 301 549 and Section 508;
 *   IBM's own tools (accessibility-checker's default `failLevels`) fail on violations and
 *   potential violations only. Failing on them would make the suite enforce IBM's house style,
 *   which no issue asks for.
 * - IBM's MANUAL confidence ("needs review"): the engine says by it that it cannot judge, and that
 *   a person must; it comes for things no script can know (e.g. whether a text alternative is
 *   meaningful). It is neither a pass nor a finding.
 * - Whatever is in IGNORED below, each with its reason. Nothing is ignored without one.
 *
 * Both engines are loaded once per page (the first check loads them; a module is evaluated once)
 * and IBM's checker instance is kept. Both walk open shadow roots, so the same call covers the
 * widget whichever root it renders into (`render-root="light"` or its shadow root); each check also
 * asserts that each engine did look inside that root, so that a check that silently saw nothing
 * (an engine that stopped at the host) cannot pass.
 */
import type * as AxeCore from 'axe-core';
import type * as Ace from 'accessibility-checker-engine';
import type { Issue } from 'accessibility-checker-engine/v4/api/IRule';
import { env } from './api.js';

/** IBM's policy id; in accessibility-checker-engine 4.0.x it is "IBM Accessibility 7.3". */
const IBM_POLICY = 'IBM_Accessibility';

interface Ignored {
  engine: 'axe' | 'ibm';
  rule: string;
  /** Why the engine is wrong about the widget here, and what checks the same thing instead. */
  reason: string;
  /** Narrows the entry to the elements it is about; without it, the rule is ignored everywhere. */
  applies?: (node: Node) => boolean;
}

/** A form control whose label takes its text from a `<slot>` with assigned content. */
function labelledThroughSlot(node: Node): boolean {
  // By name, not instanceof: a node of another frame (expectFrameAccessible) has its window's classes.
  if (node.nodeName !== 'INPUT') return false;
  return [...((node as HTMLInputElement).labels ?? [])].some((label) =>
    [...label.querySelectorAll('slot')].some((slot) =>
      slot.assignedNodes({ flatten: true }).some((assigned) => assigned.textContent?.trim()),
    ),
  );
}

/**
 * What is not counted, each with its reason. Only engine errors belong here: a finding that is
 * right about the widget, fixed or not, stays a failure. Each entry is as narrow as the error.
 */
const IGNORED: readonly Ignored[] = [
  {
    engine: 'ibm',
    rule: 'style_focus_visible',
    reason:
      "IBM's rule reads only rules of document.styleSheets (never a shadow root's sheets, and in Chromium and " +
      "Firefox not a document's adopted sheets either; WebKit lists those in document.styleSheets, so only WebKit " +
      'with render-root="light" sees the widget\'s CSS at all), and it credits only `:focus` rules: the widget\'s ' +
      'focus ring is a 2 px outline on `:focus-visible`, so wherever the rule can see the CSS it reports a potential ' +
      'violation for every control. What the rule asks a person to check (the focus indicator shows) is checked ' +
      'instead by test/browser/a11y/a11y.test.ts, in every engine and both roots.',
  },
  {
    engine: 'ibm',
    rule: 'input_label_exists',
    reason:
      "IBM's accessible-name computation does not follow a <slot> inside a <label>: the consent checkbox, labelled " +
      "by <label for> around the host's `consent` slot, has no label for it in the shadow root. Browsers name it from " +
      "the slotted text (test/browser/a11y/accessible-name.test.ts reads each engine's own name for it), and axe's `label` rule " +
      'still checks it. Ignored only for a control whose label gets its text through a slot.',
    applies: labelledThroughSlot,
  },
  {
    engine: 'ibm',
    rule: 'text_sensory_misuse',
    reason:
      'A potential violation that asks a person to confirm that a word such as "left" does not give a direction. ' +
      'In identify mode\'s "Welcome back! Pick up where you left off." it is the idiom "left off", not a place on ' +
      'the screen: confirmed here. Ignored only for text with "left off" in it; any other sensory word still fails.',
    applies: (node) => /\bleft off\b/.test(node.textContent ?? ''),
  },
  {
    engine: 'ibm',
    rule: 'style_color_misuse',
    reason:
      'A potential violation that IBM reports for the first `<style>` of a document whose CSS text has the word ' +
      '"color" or "background" at all, whatever the colours mean. On the embed-code page (test/browser/embed-code/) ' +
      "colour never carries meaning alone: a field's problem is a sentence under it, and the field has " +
      "aria-invalid, which that test checks. Ignored only for a page's own `<style>` in its head; the widget has none.",
    applies: (node) => node.nodeName === 'STYLE' && node.parentNode?.nodeName === 'HEAD',
  },
];

declare global {
  interface Window {
    /** Set by axe-core/axe.min.js when it loads (also the copy chai-a11y-axe loads). */
    axe?: typeof AxeCore;
    /** Set by accessibility-checker-engine/ace-window.js when it loads. */
    ace_ibma?: typeof Ace;
  }
}

let axeLoaded: Promise<typeof AxeCore> | undefined;
let ibmChecker: Promise<Ace.Checker> | undefined;

/**
 * axe-core, as the same module URL that chai-a11y-axe loads (one copy of axe on the page). Its
 * minified build is a UMD file that, imported as a module, puts `axe` on window.
 */
function loadAxe(): Promise<typeof AxeCore> {
  axeLoaded ??= import('axe-core/axe.min.js').then(() => {
    if (!window.axe) throw new Error('axe-core/axe.min.js loaded but did not define window.axe');
    return window.axe;
  });
  return axeLoaded;
}

/**
 * IBM's engine. `ace.js` only declares a top-level `var ace`, which as an ES module stays local to
 * the module; `ace-window.js` is the same build plus `window.ace_ibma = ace`, so it works as a module
 * import through the dev server's node resolution, in Chromium, Firefox and WebKit alike.
 */
function loadIbm(): Promise<Ace.Checker> {
  ibmChecker ??= import('accessibility-checker-engine/ace-window.js').then(() => {
    if (!window.ace_ibma)
      throw new Error('accessibility-checker-engine/ace-window.js loaded but did not define window.ace_ibma');
    return new window.ace_ibma.Checker();
  });
  return ibmChecker;
}

// Loaded before the first test of every file that imports this module (a root-level hook, like
// helpers.ts's): the first load takes seconds (IBM's engine is 0.7 MB), which must not eat into a
// test's own timing, e.g. a Retry-After countdown that is checked while it runs.
before(async () => {
  await Promise.all([loadAxe(), loadIbm()]);
});

interface Finding {
  engine: 'axe' | 'ibm';
  kind: string;
  rule: string;
  message: string;
  where: string;
  html: string;
}

function ignored(engine: Finding['engine'], rule: string, node: Node | null | undefined): boolean {
  return IGNORED.some(
    (entry) => entry.engine === engine && entry.rule === rule && (!entry.applies || (!!node && entry.applies(node))),
  );
}

/** The widget's root: the shadow root when it renders into one, else the element itself. */
function renderRootOf(el: Element): Element | ShadowRoot {
  return el.shadowRoot ?? el;
}

/** True when `node` is the root's content (not the host element itself). */
function insideRoot(root: Element | ShadowRoot, node: Node | null | undefined): boolean {
  return !!node && node !== root && root.contains(node);
}

function targetText(target: AxeCore.UnlabelledFrameSelector): string {
  return target.map((part) => (Array.isArray(part) ? part.join(' ›shadow› ') : String(part))).join(' ›frame› ');
}

async function runAxe(el: Element, root: Element | ShadowRoot, engine?: typeof AxeCore): Promise<Finding[]> {
  const axe = engine ?? (await loadAxe());
  const results = await axe.run(el, {
    // Full node lists for what can fail; passes keep one node each (enough to see where axe looked).
    resultTypes: ['violations', 'incomplete'],
    elementRef: true,
  });
  const looked = [...results.passes, ...results.violations, ...results.incomplete].some((rule) =>
    rule.nodes.some((node) => insideRoot(root, node.element)),
  );
  if (!looked)
    throw new Error(
      `axe-core reported nothing inside the widget's ${el.shadowRoot ? 'shadow root' : 'element'}: it did not check it`,
    );
  const findings: Finding[] = [];
  for (const [kind, rules] of [
    ['violation', results.violations],
    ['incomplete', results.incomplete],
  ] as const) {
    for (const rule of rules) {
      for (const node of rule.nodes) {
        if (ignored('axe', rule.id, node.element)) continue;
        findings.push({
          engine: 'axe',
          kind: `${kind}${node.impact ? `, ${node.impact}` : ''}`,
          rule: rule.id,
          message: `${rule.help}. ${(node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ')}`.trim(),
          where: targetText(node.target),
          html: node.html,
        });
      }
    }
  }
  return findings;
}

function failsIbm(issue: Issue): boolean {
  // The engine's enums are string enums with no runtime object to import here (ace-window.js is a
  // script, not an ES module): compared as the strings they are.
  const [level, confidence]: readonly string[] = issue.value;
  return level === 'VIOLATION' && (confidence === 'FAIL' || confidence === 'POTENTIAL');
}

async function runIbm(el: Element, root: Element | ShadowRoot, engine?: Ace.Checker): Promise<Finding[]> {
  const checker = engine ?? (await loadIbm());
  const report = await checker.check(el, [IBM_POLICY]);
  if (!report.results.some((issue) => insideRoot(root, issue.node))) {
    throw new Error(
      `IBM's engine reported nothing inside the widget's ${el.shadowRoot ? 'shadow root' : 'element'}: it did not check it`,
    );
  }
  return report.results
    .filter((issue) => failsIbm(issue) && !ignored('ibm', issue.ruleId, issue.node))
    .map((issue) => ({
      engine: 'ibm' as const,
      kind: (issue.value[1] as string) === 'FAIL' ? 'violation' : 'potential violation',
      rule: issue.ruleId,
      message: issue.message,
      where: issue.path['dom'] ?? '(no path)',
      html: issue.snippet,
    }));
}

function formatFinding(finding: Finding): string {
  return [
    `- ${finding.engine === 'axe' ? 'axe' : 'IBM'} ${finding.rule} (${finding.kind}): ${finding.message}`,
    `    at ${finding.where}`,
    `    ${finding.html}`,
  ].join('\n');
}

/**
 * Fails unless both axe-core and IBM's engine find nothing wrong with `el` (see the top of this
 * module for what counts). `context` names the state checked ("after a 422", "rate limited") for
 * the failure message, which lists every finding of both engines: rule, element and message.
 */
export async function expectAccessible(el: Element, context?: string): Promise<void> {
  const pending = (el as Partial<{ updateComplete: Promise<unknown> }>).updateComplete;
  if (pending) await pending;
  const root = renderRootOf(el);
  // One after the other: axe refuses to run twice at once, and the two must see the same DOM.
  const findings = [...(await runAxe(el, root)), ...(await runIbm(el, root))];
  if (findings.length === 0) return;
  const where = `${env.engine}, ${el.shadowRoot ? 'shadow root' : 'light DOM'}`;
  throw new Error(
    `${findings.length} accessibility finding(s)${context ? ` ${context}` : ''} (${where}):\n${findings.map(formatFinding).join('\n')}`,
  );
}

/** The rules this check ignores, with their reasons (for a test or a report that lists them). */
export const ignoredRules: readonly Ignored[] = IGNORED;

/** The two engines loaded into a frame of the test's origin, as classic scripts, once per window. */
const frameEngines = new WeakMap<Window, Promise<{ axe: typeof AxeCore; ibm: Ace.Checker }>>();

function enginesOf(win: Window): Promise<{ axe: typeof AxeCore; ibm: Ace.Checker }> {
  const load = (path: string): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const script = win.document.createElement('script');
      script.src = `${location.origin}/node_modules/${path}`;
      script.onload = resolve;
      script.onerror = () => reject(new Error(`${path} did not load into the frame`));
      win.document.head.append(script);
    });
  let engines = frameEngines.get(win);
  if (!engines) {
    engines = Promise.all([load('axe-core/axe.min.js'), load('accessibility-checker-engine/ace-window.js')]).then(
      () => ({ axe: win.axe!, ibm: new win.ace_ibma!.Checker() }),
    );
    frameEngines.set(win, engines);
  }
  return engines;
}

/**
 * As expectAccessible, for a whole page in a frame of the test's origin (a page of its own, with
 * its own copy of the element): both engines run in that frame's window over its document, and
 * must have looked inside `widget`'s root, a widget on that page.
 */
export async function expectFrameAccessible(win: Window, widget: Element, context?: string): Promise<void> {
  const { axe, ibm } = await enginesOf(win);
  const root = renderRootOf(widget);
  const page = win.document.documentElement;
  const findings = [...(await runAxe(page, root, axe)), ...(await runIbm(page, root, ibm))];
  if (findings.length === 0) return;
  throw new Error(
    `${findings.length} accessibility finding(s) on the page${context ? ` ${context}` : ''} (${env.engine}):\n${findings.map(formatFinding).join('\n')}`,
  );
}
