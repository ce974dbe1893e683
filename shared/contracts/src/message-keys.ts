import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

type Messages = { [key: string]: string | Messages };

const SOURCE = /\.(ts|tsx)$/;
const NOT_APP_CODE = /\.test\.|\/test\/|\/i18n\//;
// `useTranslation('ns')`: the namespace of the file's `t`.
const FILE_NAMESPACE = /useTranslation\(\s*'([\w-]+)'\s*\)/;
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
 * Every `t('key')` of an app's source (tests and the texts themselves left out) whose key has no
 * Argentine text in its namespace, as `file: namespace:key`. A file's namespace is its
 * `useTranslation('ns')`, or `defaultNamespace` for helpers handed a `t`; `{ ns: 'x' }` in a
 * call wins. `namespaces` maps each namespace the app reads to its base (Argentine) texts.
 */
export function missingMessageKeys(
  sourceDir: string,
  namespaces: Record<string, Messages>,
  defaultNamespace: string,
): string[] {
  const missing: string[] = [];
  for (const file of sourceFiles(sourceDir)) {
    const code = readFileSync(file, 'utf8');
    const fileNamespace = FILE_NAMESPACE.exec(code)?.[1] ?? defaultNamespace;
    for (const [, key, options = ''] of code.matchAll(CALL)) {
      const namespace = NAMESPACE_OPTION.exec(options)?.[1] ?? fileNamespace;
      if (!hasText(namespaces[namespace], key!))
        missing.push(`${relative(sourceDir, file)}: ${namespace}:${key}`);
    }
  }
  return missing;
}
