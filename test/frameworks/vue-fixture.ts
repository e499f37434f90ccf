/**
 * A Vue 3 fixture app, written as README tells Vue users to: a runtime
 * template (compiled in the browser by vue.esm-bundler.js) and
 * `compilerOptions.isCustomElement` for the tag. Kebab-case bindings become
 * attributes, camelCase ones become properties when the element has them (Vue
 * checks `key in el` when it patches), and `@submit-error` listens to
 * `submit-error`.
 */
import { createApp, nextTick, reactive } from 'vue';
import { EventRegister } from 'event-register';
import type { FixtureHandle, FixtureProps, Mount, ReceivedEvent } from './types.js';

/** `:showLink` (a property only if the element is already defined) or `:showLink.prop` (always a property). */
type PropertyBinding = ':' | '.prop';

function template(tag: string, binding: PropertyBinding): string {
  const prop = (name: string, expression: string) =>
    binding === ':' ? `:${name}="${expression}"` : `:${name}.prop="${expression}"`;
  return `<div>
  <p class="label">{{ state.label }}</p>
  <${tag}
    :event-id="state.eventId"
    :api-key="state.apiKey"
    :base-url="state.baseUrl"
    :name-field="state.nameField"
    :external-id="state.externalId"
    ${prop('showLink', 'state.showLink')}
    ${prop('name', 'state.name')}
    ${prop('mode', 'state.mode')}
    ${prop('dialog', 'state.dialog')}
    :data-label="state.label"
    @registered="(e) => record('@registered', e)"
    @identified="(e) => record('@identified', e)"
    @submit-error="(e) => record('@submit-error', e)"
    @register-submit="(e) => record('@register-submit', e)"
    @state-change="(e) => record('@state-change', e)"
    @dialog-open="(e) => record('@dialog-open', e)"
    @dialog-close="(e) => record('@dialog-close', e)"
    @submit-invalid="(e) => record('@submit-invalid', e)"
    @address-suggestion="(e) => record('@address-suggestion', e)"
    @calendar-add="(e) => record('@calendar-add', e)"
  ></${tag}>
</div>`;
}

async function mount(
  container: HTMLElement,
  props: FixtureProps,
  options: { tag: string; binding: PropertyBinding; afterMount?: () => void },
): Promise<FixtureHandle> {
  const events: ReceivedEvent[] = [];
  const state = reactive<Required<FixtureProps>>({
    nameField: 'optional',
    showLink: false,
    name: '',
    mode: 'register',
    externalId: '',
    dialog: false,
    label: '',
    ...props,
  });
  const record = (via: string, event: Event): void => {
    events.push({ type: event.type, detail: (event as CustomEvent).detail, target: event.target, via });
  };
  const app = createApp({ template: template(options.tag, options.binding), setup: () => ({ state, record }) });
  app.config.compilerOptions.isCustomElement = (tag) => tag === options.tag;
  app.mount(container);
  options.afterMount?.();
  const element = container.querySelector(options.tag);
  if (!(element instanceof EventRegister)) throw new Error(`Vue rendered no upgraded <${options.tag}>`);
  await element.updateComplete;
  return {
    element,
    events,
    async update(next) {
      Object.assign(state, next);
      await nextTick();
      await element.updateComplete;
    },
    unmount() {
      app.unmount();
    },
  };
}

/** The tag defined by the package (`import 'event-register'`) before Vue compiles and mounts. */
export const mountVue: Mount = (container, props) => mount(container, props, { tag: 'event-register', binding: ':' });

let lateTags = 0;

/**
 * Vue first, the element later, as when the widget's script arrives after the
 * app has mounted. `event-register` is already defined on this page (and a
 * class can be defined once), so this uses a subclass under a fresh tag.
 * Vue's full build treats tags already in `customElements` as elements by
 * itself; for a tag not defined yet only `isCustomElement` keeps Vue from
 * resolving it as a component. Properties are bound with `.prop`: without it
 * Vue would set camelCase bindings as (lowercased) attributes on the element
 * that is not upgraded yet, and they would be lost.
 */
export const mountVueBeforeDefine: Mount = (container, props) => {
  lateTags += 1;
  const tag = `event-register-late-${lateTags}`;
  return mount(container, props, {
    tag,
    binding: '.prop',
    afterMount: () => {
      if (customElements.get(tag) || container.querySelector(tag) instanceof EventRegister) {
        throw new Error(`<${tag}> was defined before Vue mounted`);
      }
      customElements.define(tag, class extends EventRegister {});
    },
  });
};
