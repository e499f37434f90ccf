/**
 * Entry of the framework fixture bundle (dist/test-frameworks/fixtures.js,
 * built by scripts/build-framework-fixtures.mjs). The widget comes in through
 * the package's own names (`event-register`, `event-register/react`), which
 * vite.config.ts points at the built dist/lib, so the published files are what
 * the frameworks render; this bundle's copy is the one that defines the tag.
 */
import { version as reactVersion } from 'react';
import { version as vueVersion } from 'vue';
import { EventRegister } from 'event-register';
import { mountReactTag, mountReactWrapper } from './react-fixtures.js';
import { mountVue, mountVueBeforeDefine } from './vue-fixture.js';
import type { FrameworkFixtures } from './types.js';

const fixtures: FrameworkFixtures = {
  EventRegister,
  mountReactTag,
  mountReactWrapper,
  mountVue,
  mountVueBeforeDefine,
  reactVersion,
  vueVersion,
};
export default fixtures;
