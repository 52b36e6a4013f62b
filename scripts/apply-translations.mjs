// Applies Arabic translations from a JSON file ({"English source message": "الترجمة"}) to
// src/locales/ar/messages.po, after `lingui extract` has added the new messages. Useful when several
// people add strings at once: run both steps under one lock, e.g.
//   flock /tmp/tadhkira-lingui.lock sh -c 'npx lingui extract && node scripts/apply-translations.mjs my-ar.json'
import { readFileSync, writeFileSync } from 'node:fs';
import PO from 'pofile';

const [, , jsonPath, poPath = 'src/locales/ar/messages.po'] = process.argv;
if (!jsonPath) {
  console.error('usage: node scripts/apply-translations.mjs <translations.json> [messages.po]');
  process.exit(2);
}
const translations = JSON.parse(readFileSync(jsonPath, 'utf8'));
const po = PO.parse(readFileSync(poPath, 'utf8'));
let applied = 0;
const unknown = new Set(Object.keys(translations));
for (const item of po.items) {
  if (Object.hasOwn(translations, item.msgid)) {
    item.msgstr = [translations[item.msgid]];
    unknown.delete(item.msgid);
    applied++;
  }
}
writeFileSync(poPath, po.toString());
console.info(`applied ${applied} translations to ${poPath}`);
if (unknown.size) console.warn(`not in the catalog (run lingui extract first?):\n  ${[...unknown].join('\n  ')}`);
