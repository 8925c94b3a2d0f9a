import { describe, expect, test } from 'vitest';
import {
  leastCoveringPlacement,
  type PlacementCandidate,
  type Rect,
} from '../../src/components/toast/toastPlacement.ts';

const rect = (left: number, top: number, width: number, height: number): Rect => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
});

// A phone of 390 × 844: the region spans the width, 60 px high, at the top or the bottom edge.
const phone: PlacementCandidate[] = [
  { placement: 'top-end', rect: rect(12, 8, 366, 60) },
  { placement: 'bottom-end', rect: rect(12, 772, 366, 60) },
  { placement: 'top-start', rect: rect(12, 8, 366, 60) },
  { placement: 'bottom-start', rect: rect(12, 772, 366, 60) },
];

describe('where a toast stands', () => {
  test('at the top when nothing is there', () => {
    expect(leastCoveringPlacement(phone, [rect(16, 300, 358, 44)])).toBe('top-end');
  });

  test('at the bottom when a field is at the top and the bottom is free', () => {
    expect(leastCoveringPlacement(phone, [rect(16, 40, 358, 44), rect(16, 400, 358, 44)])).toBe('bottom-end');
  });

  test('off a dialog’s buttons at the bottom and its field at the top: over what it covers least', () => {
    const controls = [rect(16, 50, 358, 44), rect(16, 780, 170, 44), rect(200, 780, 170, 44)];
    expect(leastCoveringPlacement(phone, controls)).toBe('top-end');
  });

  test('touching edges do not count as covering', () => {
    expect(leastCoveringPlacement(phone, [rect(16, 68, 358, 44)])).toBe('top-end');
  });

  test('on a wide screen, the other side when the end side holds a button', () => {
    const desktop: PlacementCandidate[] = [
      { placement: 'top-end', rect: rect(840, 84, 416, 56) },
      { placement: 'bottom-end', rect: rect(840, 820, 416, 56) },
      { placement: 'top-start', rect: rect(24, 84, 416, 56) },
    ];
    expect(leastCoveringPlacement(desktop, [rect(1000, 100, 120, 44), rect(1000, 830, 120, 44)])).toBe('top-start');
  });
});
