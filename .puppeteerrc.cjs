// Puppeteer must never download its own browser: this machine has no route to it.
// Tests use Debian's chromium / firefox-esr instead (see scripts/find-browser.mjs).
module.exports = { skipDownload: true };
