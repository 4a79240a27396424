import { describe, expect, it } from 'vitest';
import {
  closedViewer,
  type LegalViewerEvent,
  type LegalViewerState,
  legalViewerReducer,
} from './viewer-state';

const run = (events: LegalViewerEvent[], from: LegalViewerState = closedViewer) =>
  events.reduce(legalViewerReducer, from);

describe('legalViewerReducer (SPEC §4.5)', () => {
  it.each([
    [
      'opening terms starts at the first section',
      [{ kind: 'open', type: 'terms' }],
      { open: true, type: 'terms', index: 0 },
    ],
    [
      'opening privacy while terms is open shows only privacy, from the start',
      [
        { kind: 'open', type: 'terms' },
        { kind: 'next', total: 13 },
        { kind: 'open', type: 'privacy' },
      ],
      { open: true, type: 'privacy', index: 0 },
    ],
    [
      'previous at the first section stays there',
      [{ kind: 'open', type: 'terms' }, { kind: 'previous' }],
      { open: true, type: 'terms', index: 0 },
    ],
    [
      'next at the last section stays there',
      [
        { kind: 'open', type: 'privacy' },
        { kind: 'jump', index: 9, total: 10 },
        { kind: 'next', total: 10 },
      ],
      { open: true, type: 'privacy', index: 9 },
    ],
    [
      'jump goes to the chosen section',
      [
        { kind: 'open', type: 'terms' },
        { kind: 'jump', index: 6, total: 13 },
      ],
      { open: true, type: 'terms', index: 6 },
    ],
    [
      'jump beyond the end stops at the last',
      [
        { kind: 'open', type: 'terms' },
        { kind: 'jump', index: 40, total: 13 },
      ],
      { open: true, type: 'terms', index: 12 },
    ],
    [
      'jump below zero stops at the first',
      [
        { kind: 'open', type: 'terms' },
        { kind: 'jump', index: -3, total: 13 },
      ],
      { open: true, type: 'terms', index: 0 },
    ],
    ['closing returns to closed', [{ kind: 'open', type: 'terms' }, { kind: 'close' }], { open: false }],
    [
      'moves while closed change nothing',
      [{ kind: 'next', total: 13 }, { kind: 'previous' }],
      { open: false },
    ],
    [
      'reopening after closing starts at the first section again',
      [
        { kind: 'open', type: 'terms' },
        { kind: 'next', total: 13 },
        { kind: 'close' },
        { kind: 'open', type: 'terms' },
      ],
      { open: true, type: 'terms', index: 0 },
    ],
  ] as [string, LegalViewerEvent[], LegalViewerState][])('%s', (_name, events, expected) => {
    expect(run(events)).toEqual(expected);
  });
});
