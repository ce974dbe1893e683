import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { thinnestStrokeShare } from './svg-strokes.js';

describe('the thinnest stroke of an SVG', () => {
  it('reads attributes and inline styles against the viewBox width', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100" viewBox="0 0 200 50">
      <rect width="10" height="10" fill="#000"/>
      <line x1="0" y1="0" x2="50" y2="0" stroke="#111" stroke-width="4"/>
      <path d="M0 0h9" style="fill:none; stroke: #c00; stroke-width: 0.5"/>
      <circle r="3" stroke="none" stroke-width="0.1"/></svg>`;
    assert.equal(thinnestStrokeShare(svg), 0.5 / 200);
  });

  it('an unset stroke-width is 1; without viewBox the width counts; no stroke is null', () => {
    assert.equal(
      thinnestStrokeShare('<svg width="100" height="10"><path d="M0 0h9" stroke="red"/></svg>'),
      0.01,
    );
    assert.equal(thinnestStrokeShare('<svg width="100"><rect width="9" height="9"/></svg>'), null);
  });
});
