#!/usr/bin/env node
// Fails (exit 1) when any message of the Arabic catalog has no translation, listing each msgid.
// Run `npm run i18n:extract` first so the catalog holds every message of the source.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const catalogPath = path.join(root, 'src/locales/ar/messages.po');

/** Decodes one PO string literal ("..." with C-style escapes). */
function unquote(literal) {
  return JSON.parse(literal.replace(/\\(?!["\\/bfnrtu])/g, '\\\\'));
}

/** Minimal PO reader: entries of msgctxt / msgid / msgid_plural / msgstr / msgstr[n], multi-line strings. */
function parsePo(text) {
  const entries = [];
  let entry = null;
  let field = null;
  const flush = () => {
    if (entry && entry.msgid !== undefined) entries.push(entry);
    entry = null;
    field = null;
  };
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      flush();
      continue;
    }
    if (line.startsWith('#')) {
      if (entry && entry.msgid !== undefined) flush();
      entry ??= { msgstr: [], obsolete: false };
      if (line.startsWith('#~')) entry.obsolete = true;
      continue;
    }
    const keyword = line.match(/^(msgctxt|msgid_plural|msgid|msgstr(?:\[(\d+)\])?)\s+(".*")$/);
    if (keyword) {
      if (keyword[1] === 'msgctxt' && entry?.msgid !== undefined) flush();
      entry ??= { msgstr: [], obsolete: false };
      const value = unquote(keyword[3]);
      if (keyword[1].startsWith('msgstr')) {
        const index = keyword[2] === undefined ? 0 : Number(keyword[2]);
        entry.msgstr[index] = value;
        field = { kind: 'msgstr', index };
      } else {
        entry[keyword[1]] = value;
        field = { kind: keyword[1] };
      }
      continue;
    }
    if (line.startsWith('"') && entry && field) {
      const value = unquote(line);
      if (field.kind === 'msgstr') entry.msgstr[field.index] += value;
      else entry[field.kind] += value;
    }
  }
  flush();
  return entries;
}

const text = await readFile(catalogPath, 'utf8');
const entries = parsePo(text).filter((entry) => !entry.obsolete && entry.msgid !== '');
const missing = entries.filter((entry) => entry.msgstr.length === 0 || entry.msgstr.some((value) => !value || value.trim() === ''));

if (missing.length > 0) {
  console.error(`Missing Arabic translations in ${path.relative(root, catalogPath)}: ${missing.length} of ${entries.length}`);
  for (const entry of missing) {
    const context = entry.msgctxt ? ` (context: ${entry.msgctxt})` : '';
    console.error(`  - ${JSON.stringify(entry.msgid)}${context}`);
  }
  process.exit(1);
}
console.log(`Arabic catalog complete: ${entries.length} messages translated.`);
