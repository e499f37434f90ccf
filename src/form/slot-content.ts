import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { SlotName, SlotRenderer } from './templates/slot.js';

const SLOT_NAMES: readonly SlotName[] = ['consent', 'success', 'dialog-button'];

/**
 * The host's slotted content (`slot="consent"`, `slot="success"`), whichever
 * root the element renders into.
 * - Shadow root: a real `<slot>`; this controller tracks whether each slot has
 *   content, so the consent checkbox appears only with a label.
 * - Light DOM: there are no slots. The host's slotted children are moved into
 *   a placeholder in the rendered view after each update, and parked out of
 *   the page (in a fragment) while the view has no place for them, such as the
 *   success message while the form shows. Children added later are picked up.
 */
export class SlotContentController implements ReactiveController {
  private readonly nodes: Partial<Record<SlotName, Element[]>> = {};
  // Created on first use: constructing the element must not need a document (server-side rendering).
  private parked: DocumentFragment | undefined;
  private observer: MutationObserver | undefined;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly light: () => boolean,
  ) {
    host.addController(this);
  }

  /** Whether the host gave content for this slot. */
  has(name: SlotName): boolean {
    return !!this.nodes[name]?.length;
  }

  /** Renders `name`, or `fallback` when the host gave nothing. */
  readonly render: SlotRenderer = (name, fallback) => {
    if (!this.light()) return html`<slot name=${name}>${fallback ?? nothing}</slot>`;
    return this.has(name) ? html`<span class="er-slot" data-slot=${name}></span>` : html`${fallback ?? nothing}`;
  };

  hostConnected(): void {
    this.collect();
    // Only the host's own children are slotted; the rendered form's changes are not of interest.
    this.observer = new MutationObserver(() => this.collect());
    this.observer.observe(this.host, { childList: true });
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
  }

  hostUpdated(): void {
    if (this.light()) this.project();
  }

  /** Re-reads the slotted children; a node we moved stays ours until someone else moves it. */
  private collect(): void {
    let changed = false;
    for (const name of SLOT_NAMES) {
      const known = this.nodes[name] ?? [];
      const ours = known.filter(
        (node) =>
          node.parentNode === this.parked || (node.parentElement?.matches('.er-slot') && this.host.contains(node)),
      );
      const direct = Array.from(this.host.children).filter((child) => child.getAttribute('slot') === name);
      const next = [...ours.filter((node) => !direct.includes(node)), ...direct];
      changed ||= next.length !== known.length || next.some((node, i) => node !== known[i]);
      this.nodes[name] = next;
    }
    if (changed) this.host.requestUpdate();
    if (this.light()) this.project();
  }

  /** Light DOM: each slot's nodes into its placeholder, or out of the page. */
  private project(): void {
    for (const name of SLOT_NAMES) {
      const destination =
        this.host.querySelector<HTMLElement>(`.er-slot[data-slot="${name}"]`) ??
        (this.parked ??= this.host.ownerDocument.createDocumentFragment());
      for (const node of this.nodes[name] ?? []) {
        if (node.parentNode !== destination) destination.append(node);
      }
    }
  }
}
