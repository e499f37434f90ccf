import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Pre-bundled when the development server starts, not found on the first page (which would reload it).
  optimizeDeps: { include: ['event-register/react'] },
});
