/**
 * Ids unique to each widget instance, so that several widgets can share one
 * document (light DOM) without colliding in `for`, `aria-describedby` or ids.
 */
let instances = 0;

export interface InstanceIds {
  email: string;
  name: string;
  consent: string;
}

export function nextInstanceIds(): InstanceIds {
  instances += 1;
  const prefix = `event-register-${instances}`;
  return { email: `${prefix}-email`, name: `${prefix}-name`, consent: `${prefix}-consent` };
}
