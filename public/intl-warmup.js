// Started by index.html's loader on a server-rendered page while the app's scripts download: formatting a date,
// a price and a plural makes the browser load its Intl locale and time-zone data, which it shares with the page,
// so the app's own first formatters (src/main.tsx waits for this) take under a millisecond instead of a long task
// on the main thread (docs/architecture.md §8). The worker's name is the page's Intl locale (src/lib/locale.ts
// INTL_LOCALE). A same-origin file, not a blob: URL, whose registration is a synchronous call to the browser.
var locale = self.name === 'ar-OM-u-nu-arab' ? 'ar-OM-u-nu-arab' : 'en-OM-u-nu-latn';
var zone = 'Asia/Muscat';
var now = new Date();
new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: zone }).format(now);
new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: zone }).format(now);
new Intl.NumberFormat(locale, { style: 'currency', currency: 'OMR' }).format(1);
new Intl.PluralRules(locale).select(1);
postMessage(1);
