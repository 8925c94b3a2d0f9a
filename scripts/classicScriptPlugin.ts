import type { Plugin } from 'vite';

/**
 * Emits the named entries of the browser build as classic scripts rather than modules, for a page's head to run
 * before its first paint (a module script runs only once the page is parsed). Such an entry must import and export
 * nothing; its code is wrapped in a function so that its names stay out of the page's global scope.
 */
export function classicScripts(entryNames: readonly string[]): Plugin {
  return {
    name: 'portail:classic-scripts',
    apply: 'build',
    renderChunk(code, chunk) {
      if (!chunk.isEntry || !entryNames.includes(chunk.name)) return null;
      if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0 || chunk.exports.length > 0)
        this.error(`${chunk.name} is run as a classic script: it may import and export nothing`);
      return { code: `(() => {\n${code}\n})();\n`, map: null };
    },
  };
}
