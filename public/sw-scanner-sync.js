// Background Sync for the door scanner (docs/architecture.md §6). The queue lives in the page's
// IndexedDB and uploads need the signed-in staff member's token, which only the page holds; so when
// the browser fires the scanner's sync (connectivity is back), the worker wakes every open scanner
// page to upload at once, instead of waiting for its next interval.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'scanner-sync') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'scanner-sync' });
    }),
  );
});
