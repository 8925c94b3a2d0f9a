import { describe, test } from 'vitest';
import { onixExportModel } from './onixExport/onixExportModel.ts';

describe('ONIX export machine — paths generated from its definition, played on the real machine', () => {
  test.each(onixExportModel.paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await onixExportModel.play(path);
  });

  // Runs after the paths above: the plays add up to the coverage.
  test('the paths cover every state and transition of the machine', () => {
    onixExportModel.expectFullCoverage('onixExportMachine');
  });
});
