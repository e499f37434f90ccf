// Loaded first by the strict-CSP host page (a 'self' script): records every
// Content-Security-Policy violation so the test can assert there were none.
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolations.push({
    directive: event.violatedDirective,
    blocked: event.blockedURI,
    sample: event.sample,
  });
});
