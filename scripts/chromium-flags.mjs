/**
 * Flags every Chromium launch here needs (browser tests, benchmark): root has no sandbox, there is
 * no GPU, and without the networking flags Chromium keeps calling Google's hosts on a closed network.
 */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
