/**
 * Where each element of the document's lists starts (1-based lines): `products`, `categories`
 * and `techniques` of a top-level object, or `''` for a top-level array. JSON.parse says nothing
 * about lines, and a reseller fixing a file of 5,000 products needs them.
 */
export function elementLines(text: string): Map<string, number[]> {
  const lines = new Map<string, number[]>();
  const stack: { type: '{' | '['; key: string | null; path: string | null }[] = [];
  let line = 1;
  let inString = false;
  let stringStart = 0;
  let expectingKey = false;
  let lastString = '';
  let expectingValue = true;

  const markValue = () => {
    const parent = stack[stack.length - 1];
    if (parent?.type === '[' && expectingValue && parent.path !== null) {
      const list = lines.get(parent.path) ?? [];
      list.push(line);
      lines.set(parent.path, list);
    }
    expectingValue = false;
  };

  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\n') line += 1;
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') {
        inString = false;
        lastString = text.slice(stringStart + 1, i);
        const parent = stack[stack.length - 1];
        if (parent?.type === '{' && expectingKey) parent.key = lastString;
      }
      continue;
    }
    if (/\s/.test(char ?? '')) continue;
    if (char === '"') {
      if (!expectingKey) markValue();
      inString = true;
      stringStart = i;
    } else if (char === '{' || char === '[') {
      markValue();
      const parent = stack[stack.length - 1];
      const path =
        char === '[' && stack.length === 0
          ? ''
          : char === '[' && stack.length === 1 && parent?.type === '{'
            ? (parent.key ?? null)
            : null;
      stack.push({ type: char, key: null, path });
      expectingKey = char === '{';
      expectingValue = char === '[';
    } else if (char === '}' || char === ']') {
      stack.pop();
      expectingKey = false;
    } else if (char === ':') {
      expectingKey = false;
      expectingValue = true;
    } else if (char === ',') {
      const parent = stack[stack.length - 1];
      expectingKey = parent?.type === '{';
      expectingValue = parent?.type === '[';
    } else {
      markValue();
    }
  }
  return lines;
}
