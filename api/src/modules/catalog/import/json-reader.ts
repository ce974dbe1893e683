import { isRaw } from './field-reader.js';
import type { ImportDocument, ImportIssue } from './import-types.js';
import { elementLines } from './json-lines.js';
import { validateCategory, validateTechnique } from './validate-definitions.js';
import { validateProduct } from './validate-product.js';

const reason = (problems: string[]) => `${problems.join('; ')}.`;

/**
 * A JSON catalogue: a list of products, or `{ categories?, techniques?, products }`. Each entry
 * is checked on its own; the ones with problems are reported with their line and left out.
 */
export function readJsonCatalog(text: string): ImportDocument {
  const document: ImportDocument = { categories: [], techniques: [], products: [], issues: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const position = /position (\d+)/.exec((error as Error).message)?.[1];
    const line = position ? text.slice(0, Number(position)).split('\n').length : 1;
    document.issues.push({ line, message: 'El archivo no es un JSON válido.' });
    return { ...document, unreadable: true };
  }
  const lines = elementLines(text);
  const root = Array.isArray(parsed) ? { products: parsed } : parsed;
  if (!isRaw(root) || !Array.isArray(root.products)) {
    document.issues.push({
      line: 1,
      message: 'El archivo debe ser una lista de productos o un objeto con la lista "products".',
    });
    return { ...document, unreadable: true };
  }
  const lineOf = (list: string, index: number) =>
    lines.get(Array.isArray(parsed) ? '' : list)?.[index] ?? 1;

  const each = (
    list: string,
    entries: unknown,
    visit: (raw: Record<string, unknown>, line: number, index: number) => string[] | null,
  ) => {
    if (entries === undefined) return;
    if (!Array.isArray(entries)) {
      document.issues.push({ line: 1, message: `"${list}" debe ser una lista.` });
      return;
    }
    entries.forEach((entry, index) => {
      const line = lineOf(list, index);
      const problems = isRaw(entry) ? visit(entry, line, index) : ['debe ser un objeto'];
      if (problems)
        document.issues.push({
          line,
          message: `${label(list, index)}: ${reason(problems)}`,
        } satisfies ImportIssue);
    });
  };

  each('categories', root.categories, (raw, _line, index) => {
    const category = validateCategory(raw, index);
    if ('problems' in category) return category.problems;
    document.categories.push(category);
    return null;
  });
  each('techniques', root.techniques, (raw) => {
    const technique = validateTechnique(raw);
    if ('problems' in technique) return technique.problems;
    document.techniques.push(technique);
    return null;
  });
  each('products', root.products, (raw, line) => {
    const product = validateProduct(raw, line);
    if ('problems' in product) return product.problems;
    document.products.push(product);
    return null;
  });
  return document;
}

function label(list: string, index: number): string {
  const noun =
    { categories: 'Categoría', techniques: 'Técnica', products: 'Producto' }[list] ?? 'Elemento';
  return `${noun} ${index + 1}`;
}
