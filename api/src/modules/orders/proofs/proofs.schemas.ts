import { Type, type Static } from 'typebox';

const nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

const ProofStateSchema = Type.Union([
  Type.Literal('draft'),
  Type.Literal('sent'),
  Type.Literal('approved'),
  Type.Literal('changes_requested'),
]);

/** A proof version as the buyer reads it (sent versions only), with its PDF's address. */
export const ProofVersionSchema = Type.Object({
  version: Type.Integer(),
  source: Type.Union([Type.Literal('generated'), Type.Literal('uploaded')]),
  state: ProofStateSchema,
  sentAt: nullable(Type.String()),
  /** The buyer's comment when asking for changes. */
  comment: nullable(Type.String()),
  answeredAt: nullable(Type.String()),
  /** The PDF, read with the caller's token (the buyer's route or the staff's). */
  pdf: Type.String(),
});
export type ProofVersionDto = Static<typeof ProofVersionSchema>;

/** What staff read of a version besides: who made and sent it, and the file's size. */
export const StaffProofVersionSchema = Type.Object({
  ...ProofVersionSchema.properties,
  createdBy: Type.String(),
  createdAt: Type.String(),
  sentBy: nullable(Type.String()),
  byteSize: Type.Integer(),
});
export type StaffProofVersionDto = Static<typeof StaffProofVersionSchema>;
