import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { getStateNodes } from 'xstate/graph';
import { DIAGRAM_DIR, diagramDocument, MACHINES, toMermaid } from '../../scripts/machinesDiagram.ts';

describe.each(MACHINES)('docs/machines/$name.md', (entry) => {
  test('is what npm run machines:diagram writes for the machine today', () => {
    const written = readFileSync(resolve(DIAGRAM_DIR, `${entry.name}.md`), 'utf8');
    expect(written, 'run npm run machines:diagram').toBe(diagramDocument(entry));
  });

  test('draws every state of the machine', () => {
    const diagram = toMermaid(entry.machine);
    expect(diagram.startsWith('stateDiagram-v2\n')).toBe(true);
    for (const node of getStateNodes(entry.machine.root)) {
      expect(diagram).toMatch(new RegExp(`(^|\\s)${node.path.join('_')}(\\s|$)`, 'm'));
    }
  });
});
