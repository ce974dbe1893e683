import { Type } from 'typebox';

/**
 * A catalogue import started from the back office (issue 32): `POST /api/admin/catalog/imports`
 * answers the job, `GET /api/admin/catalog/imports/:id` how far it got.
 */

const count = Type.Integer({ minimum: 0 });

/** A refused line of the file: its number (1-based), the field when one is named, and why. */
export const CatalogImportIssueSchema = Type.Object({
  line: Type.Integer({ minimum: 1 }),
  field: Type.Union([Type.String(), Type.Null()]),
  message: Type.String(),
});

export const CatalogImportSummarySchema = Type.Object({
  created: count,
  updated: count,
  unchanged: count,
  variants: count,
});

export const CatalogImportJobSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fileName: Type.String(),
  format: Type.Union([Type.Literal('csv'), Type.Literal('json')]),
  /** running; imported (all of it); refused (a line was bad: nothing changed); failed (unexpected). */
  status: Type.Union([
    Type.Literal('running'),
    Type.Literal('imported'),
    Type.Literal('refused'),
    Type.Literal('failed'),
  ]),
  /** Products checked and written so far, of `total` in the file. */
  done: count,
  total: count,
  summary: Type.Union([CatalogImportSummarySchema, Type.Null()]),
  /** The first 500 refused lines, by line number; `issueCount` says how many there are. */
  issues: Type.Array(CatalogImportIssueSchema),
  issueCount: count,
  /** Why a failed import stopped (nothing changed). */
  error: Type.Union([Type.String(), Type.Null()]),
});

export const CatalogImportParamsSchema = Type.Object(
  { id: Type.String({ format: 'uuid', maxLength: 36 }) },
  { additionalProperties: false },
);
