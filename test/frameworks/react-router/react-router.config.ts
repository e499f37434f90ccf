import type { Config } from '@react-router/dev/config';

export default {
  // Rendered on the server per request (the default), with middleware: root.tsx's makes the CSP nonce.
  ssr: true,
  future: { v8_middleware: true },
} satisfies Config;
