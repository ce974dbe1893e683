/// <reference types="node" />
// Read by Jest only (`@store/contracts/testing`), never bundled.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

type Messages = { [key: string]: string | Messages };

const SOURCE = /\.(ts|tsx)$/;
const NOT_APP_CODE = /\.test\.|\/test\/|\/i18n\//;
// `useTranslation('ns')` or `useTranslation(['ns', 'other'])`: the namespaces of the file's `t`,
// looked up in that order.
const FILE_NAMESPACES = /useTranslation\(\s*(?:'([\w-]+)'|\[([^\]]*)\])\s*\)/;
const QUOTED = /'([\w-]+)'/g;
// `t('key')`, `t('key', { ...options })`, `i18n.t('key', { ns: 'x' })`: literal keys only (a key
// built at run time, `t(\`status.${s}\`)`, cannot be read here).
const CALL = /\bt\(\s*'([\w.-]+)'\s*(?:,\s*\{([^}]*)\})?/g;
const NAMESPACE_OPTION = /\bns:\s*'([\w-]+)'/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !NOT_APP_CODE.test(path) ? [path] : [];
  });
}

function lookup(messages: Messages | undefined, key: string): string | Messages | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

const hasText = (messages: Messages | undefined, key: string) =>
  [key, `${key}_one`, `${key}_other`].some((k) => typeof lookup(messages, k) === 'string');

/**
 * Every `t('key')` of an app's source (`appSource`: its folder from the repository's root, `mf-cart/src`) (tests and the texts themselves left out) whose key has no
 * Argentine text in its namespace, as `file: namespace:key`. A file's namespaces are its
 * `useTranslation('ns')` or `useTranslation(['ns', ...])`, or `defaultNamespace` for helpers handed a `t`; `{ ns: 'x' }` in a
 * call wins. `namespaces` maps each namespace the app reads to its base (Argentine) texts.
 */
export function missingMessageKeys(
  appSource: string,
  namespaces: Record<string, Messages>,
  defaultNamespace: string,
): string[] {
  // Jest's CommonJS gives __dirname; read here, not at load, since the API's ES-module tests
  // import `@store/contracts/testing` too and never call this.
  const sourceDir = join(__dirname, '../../..', appSource);
  const missing: string[] = [];
  for (const file of sourceFiles(sourceDir)) {
    const code = readFileSync(file, 'utf8');
    const declared = FILE_NAMESPACES.exec(code);
    const fileNamespaces = declared
      ? declared[1]
        ? [declared[1]]
        : [...declared[2]!.matchAll(QUOTED)].map((match) => match[1]!)
      : [defaultNamespace];
    for (const [, key, options = ''] of code.matchAll(CALL)) {
      const named = NAMESPACE_OPTION.exec(options)?.[1];
      const lookIn = named ? [named] : fileNamespaces;
      if (!lookIn.some((namespace) => hasText(namespaces[namespace], key!)))
        missing.push(`${relative(sourceDir, file)}: ${lookIn.join('|')}:${key}`);
    }
  }
  return missing;
}
