import { Type } from 'typebox';

export const GetAccessQuerySchema = Type.Object({}, { additionalProperties: false });

export const AccessTokenSchema = Type.Object({
  accessToken: Type.String(),
  expireInSeconds: Type.Integer({ minimum: 1 }),
});
