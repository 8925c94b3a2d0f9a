// saxon-js ships no types: the one call the Factur-X tests make.
declare module 'saxon-js' {
  const SaxonJS: {
    transform(options: Record<string, unknown>, mode: 'sync'): { principalResult: unknown };
  };
  export default SaxonJS;
}
