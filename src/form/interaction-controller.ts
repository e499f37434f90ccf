/**
 * The interaction chunk, as one element sees it: loaded once it is wanted, the submission flow
 * created from it, and the first render held until what it shows is here.
 */
import type { LitElement, ReactiveController } from 'lit';
import type { LocaleController } from '../i18n/locale-controller.js';
import type { FlowElement, FlowParts } from '../interaction/flow-host.js';
import type { SubmissionFlow } from '../interaction/submission-flow.js';
import type { FormState } from './form-state.js';
import { interactionChunk, loadedInteraction, type Interaction } from './interaction-loader.js';
import { takeOverChunk } from './prerendered.js';
import type { TakeOverHost } from '../prerendered/take-over.js';
import { adoptRules } from './styles/light.js';

/** The element as this controller sees it. */
export interface InteractionHost extends FlowElement, Pick<LitElement, 'renderOptions'> {
  readonly ownerDocument: Document;
  readonly remember: boolean;
  readonly prefillFromUrl: string | null;
}

export class InteractionController implements ReactiveController {
  /** Submitting and everything after it; here once the chunk is. Its `submission.state` is the element's `state`. */
  flow: SubmissionFlow | undefined;
  private loading: Promise<SubmissionFlow | undefined> | undefined;

  constructor(
    private readonly host: InteractionHost,
    private readonly parts: FlowParts & { i18n: LocaleController; form: FormState },
    /** Decided once, when the render root is created. */
    private readonly rendersLight: () => boolean,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    // Moved into another document (an iframe): that document needs the styles too.
    if (this.rendersLight()) adoptRules(this.host.ownerDocument);
    if (loadedInteraction) this.use(loadedInteraction);
  }

  /**
   * The flow: at once when the page has the chunk, else once it has loaded (the browser fetches it
   * once per page). Undefined when it cannot load, or while the browser is offline: that fetch
   * could only fail, and Firefox and WebKit would keep the failure for the page.
   */
  load(quiet = false): Promise<SubmissionFlow | undefined> {
    // A widget with a flow has the chunk: use() gives that flow.
    if (loadedInteraction) return Promise.resolve(this.use(loadedInteraction));
    if (navigator.onLine === false) return Promise.resolve(undefined);
    return (this.loading ??= interactionChunk().then(
      (chunk) => this.use(chunk),
      (error: unknown) => {
        this.loading = undefined; // Tried again by a held press, or the next one.
        // Once per press: a held press's tries fail the same way.
        if (!quiet) console.warn('<event-register> could not load its code:', error);
        return undefined;
      },
    ));
  }

  /** The form's submit listener: the person pressed the button or Enter, rather than a host's submit(). */
  readonly onSubmit = (event: SubmitEvent): void => {
    event.preventDefault();
    void this.submit(true);
  };

  /** Submits once the flow is here; while it cannot load, the press is held and sent once when it can. */
  async submit(fromForm: boolean): Promise<void> {
    const { held, i18n } = this.parts;
    // Synchronous when the chunk is here (prefetched), so that errors show in the same task.
    const flow = this.flow ?? (await this.load(held.holding));
    if (!flow) {
      // A second press while one is held starts the tries over; the first press sends, once.
      const first = !held.holding;
      const sendable = await held.hold(async () => !!(await this.load(true)));
      // Not as the person's press: focus moves to the result only if it is still in the widget.
      return sendable && first ? this.submit(false) : undefined;
    }
    // Errors and success in the person's language: their messages load with the chunk.
    if (!i18n.ready) await i18n.settled;
    return flow.submit(fromForm);
  }

  /** The element's `reset()`: an empty form, and no submission. */
  reset(): void {
    this.parts.form.reset();
    // The platform's own reset: an input's value can be ahead of the last render (a script set it,
    // with no input event), where the next render would not write it. (live() would, for about 400 B of the entry.)
    this.host.renderRoot.querySelector<HTMLFormElement>('.er-form')?.reset();
    this.parts.held.cancel();
    this.flow?.reset();
  }

  /**
   * Waits for what the first render shows: the widget's translations (a German page never sees
   * English first), the chunk with `remember` (it reads it), and over a pre-rendered form the code
   * that takes it over, and with `sessions` or `prefill-from-url` the feature that draws or reads them;
   * and `also`, what the element itself waits for (the dialog's code).
   */
  async beforeFirstRender(also?: unknown): Promise<void> {
    const { host, parts } = this;
    // `sessions`, `after-end` and `prefill-from-url` need the flow's features too: the form is drawn
    // whole, with the address's values, the first time.
    const features = !!host.sessions || !!host.afterEnd || host.prefillFromUrl !== null;
    const [prerendered] = await Promise.all([
      takeOverChunk(host.renderRoot),
      parts.i18n.firstRender,
      host.remember || features ? this.load().then((flow) => features && flow?.features.load('flow')) : undefined,
      also,
    ]);
    // The chunk calls the element's render(), which TypeScript keeps to the element (protected).
    return prerendered?.takeOver(host as unknown as TakeOverHost, parts, this);
  }

  /** Creates the flow from the chunk (it adds its styles and its part of each locale). */
  private use(chunk: Interaction): SubmissionFlow {
    if (this.flow) return this.flow;
    this.flow = new chunk.SubmissionFlow(this.host, this.parts);
    this.host.requestUpdate();
    return this.flow;
  }
}
